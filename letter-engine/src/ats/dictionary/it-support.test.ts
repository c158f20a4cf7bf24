import { describe, expect, it } from 'vitest';
import { indexText } from '../text-index.ts';

const labels = (text: string): string[] => [...indexText(text).labels].sort();

describe("an IT support technician's words", () => {
  it('read the same in a French CV and an English LinkedIn posting', () => {
    const resume = [
      '• Préparation et déploiement de postes Windows 11 avec Intune et Autopilot (350 postes)',
      '• Gestion des comptes, groupes et licences dans Active Directory et Microsoft 365',
      '• Support des salles de réunion Teams, des imprimantes et des smartphones',
      '• Escalade vers le N3 et rédaction de fiches de la base de connaissances',
    ].join('\n');
    const posting = [
      '▪ Provision and configure Windows 11 laptops using Intune and Autopilot',
      '▪ Manage users, groups and licences in Active Directory and Microsoft 365',
      '▪ Support Teams meeting rooms, printers and mobile phones',
      '▪ Escalate to 3rd line and write clear knowledge-base articles',
    ].join('\n');
    const shared = ['Active Directory', 'Windows 11', 'base de connaissances', 'escalade des incidents', 'imprimantes'];
    expect(labels(resume)).toEqual(expect.arrayContaining(shared));
    expect(labels(posting)).toEqual(expect.arrayContaining(shared));
  });

  it("leave a climber's hobby alone", () => {
    expect(labels("Loisirs : escalade, randonnée")).not.toContain('escalade des incidents');
  });

  it("reads 'Outlook' as the tool, not the English word", () => {
    expect(labels('Excel (RECHERCHEV, filtres, tableaux croisés), Word, Outlook')).toContain('Outlook');
    expect(labels('A positive outlook on change')).not.toContain('Outlook');
  });
});
