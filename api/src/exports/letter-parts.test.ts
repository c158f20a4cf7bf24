import { describe, expect, it } from 'vitest';
import { letterParts } from './letter-parts.ts';

const letter = (content: string, company: string | null = 'Meditrack', language: 'french' | 'english' = 'french') => ({
  title: 'Lettre',
  content,
  company,
  language,
  accountName: 'Alice Dupont',
});

describe('letterParts', () => {
  it('reads the offline writer’s header: sender, recipient, place and date; the subject stays with the letter', () => {
    const parts = letterParts(
      letter(
        [
          'Camille Martin',
          '12 rue de la République, 69002 Lyon',
          'camille.martin@exemple.fr',
          '',
          'Meditrack',
          'Service des ressources humaines',
          '',
          'Lyon, le 1er décembre 2026',
          '',
          'Objet : Candidature au poste de développeuse',
          '',
          'Madame, Monsieur,',
          '',
          'Premier paragraphe.',
        ].join('\n'),
      ),
    );
    expect(parts).toEqual({
      sender: ['Camille Martin', '12 rue de la République, 69002 Lyon', 'camille.martin@exemple.fr'],
      recipient: ['Meditrack', 'Service des ressources humaines'],
      date: 'Lyon, le 1er décembre 2026',
      body: ['Objet : Candidature au poste de développeuse', '', 'Madame, Monsieur,', '', 'Premier paragraphe.'],
    });
  });

  it('heads a letter without a header with the account’s name, and the company’s recipient block', () => {
    expect(letterParts(letter('Madame, Monsieur,\n\nPremier paragraphe.'))).toEqual({
      sender: ['Alice Dupont'],
      recipient: ['Meditrack', 'Service des ressources humaines'],
      date: null,
      body: ['Madame, Monsieur,', '', 'Premier paragraphe.'],
    });
  });

  it('addresses an English letter to the hiring manager, and reads its date', () => {
    const parts = letterParts(letter('Sam Taylor\nsam@example.com\n\n22 November 2026\n\nDear Hiring Manager,\n\nBody.', 'Acme', 'english'));
    expect(parts).toMatchObject({ sender: ['Sam Taylor', 'sam@example.com'], recipient: ['Hiring Manager', 'Acme'], date: '22 November 2026' });
  });

  it('has no recipient block when the company is not known, and keeps the header blocks it does not know', () => {
    const parts = letterParts(letter('Camille Martin\n\nÀ qui de droit\n\nMadame, Monsieur,\n\nCorps.', null));
    expect(parts).toEqual({
      sender: ['Camille Martin'],
      recipient: [],
      date: null,
      body: ['À qui de droit', '', 'Madame, Monsieur,', '', 'Corps.'],
    });
  });
});
