import { describe, expect, it } from 'vitest';
import type { Language } from '../rules/limits.ts';
import { claimWay, readLetterScope, type ClaimWay } from './claim-scope.ts';

// Whether the sentence makes `word` the candidate's, and how (null: it does not).
function wayOf(sentence: string, word: string, language: Language, named = true): ClaimWay | null {
  const start = sentence.indexOf(word);
  return claimWay(readLetterScope(sentence, language, ['Ticketo']), start, start + word.length, named);
}

describe('claimWay', () => {
  it.each<[string, string, ClaimWay]>([
    ["J'ai une solide expérience en écaillage.", 'écaillage', 'frame'],
    ['Mes compétences en écaillage, filetage et découpe seront utiles.', 'filetage', 'frame'],
    ['Écaillage et filetage font partie de mes compétences.', 'filetage', 'frame'],
    ['Je souhaite mettre à profit ma maîtrise de Zendesk.', 'Zendesk', 'frame'],
    ['Vous utilisez Zendesk, que je maîtrise depuis trois ans.', 'Zendesk', 'frame'],
    ["Chez Orange, j'ai suivi chaque réclamation dans Zendesk.", 'Zendesk', 'statement'],
    ["Avec Zendesk, j'ai traité 80 demandes par jour.", 'Zendesk', 'statement'],
    ['Maîtrise de Zendesk et de Salesforce.', 'Salesforce', 'frame'],
    ['Zendesk et Salesforce au quotidien.', 'Zendesk', 'bare'],
    ['En plus : Zendesk et Salesforce, que vous citez.', 'Salesforce', 'bare'],
  ])('French: «%s» claims %s (%s)', (sentence, word, way) => {
    expect(wayOf(sentence, word, 'french')).toBe(way);
  });

  it.each<[string, string]>([
    ['Votre équipe utilise Zendesk pour suivre chaque demande.', 'Zendesk'],
    ['Ticketo déploie Zendesk dans toutes ses équipes.', 'Zendesk'],
    ['Je souhaite me former à Zendesk dès mon arrivée.', 'Zendesk'],
    ["Je n'ai pas encore utilisé Zendesk, mais j'apprends vite.", 'Zendesk'],
    ['Sans expérience de Zendesk, je compte sur ma rigueur.', 'Zendesk'],
    ["J'ai lu que vous suivez chaque demande dans Zendesk.", 'Zendesk'],
    ['Je sais que Zendesk est au cœur de votre support.', 'Zendesk'],
    ['Je serais heureuse de gérer la cave à vin.', 'cave'],
    ['Je me vois très bien conduire les chariots de catégorie 5.', 'chariots'],
    ['Mon expérience de la caisse me prépare à la gestion de la cave.', 'cave'],
    ['Je souhaite mettre mon expérience au service de vos clients.', 'service'],
    ['Le poste demande une expérience en écaillage.', 'écaillage'],
  ])('French: «%s» does not claim %s', (sentence, word) => {
    expect(wayOf(sentence, word, 'french')).toBeNull();
  });

  it.each<[string, string, ClaimWay]>([
    ['I have solid experience with shellfish.', 'shellfish', 'frame'],
    ['Navitas is also part of my skill set.', 'Navitas', 'frame'],
    ['I would bring my experience of Navitas to your kitchen.', 'Navitas', 'frame'],
    ['You use Navitas, which I know well.', 'Navitas', 'frame'],
    ['At the Grand Hotel I logged fridge temperatures on Navitas.', 'Navitas', 'statement'],
    ['Knowledge of Navitas and HACCP.', 'HACCP', 'frame'],
    ['On top of that: Navitas and HACCP, which you mention.', 'Navitas', 'bare'],
  ])('English: “%s” claims %s (%s)', (sentence, word, way) => {
    expect(wayOf(sentence, word, 'english')).toBe(way);
  });

  it.each<[string, string]>([
    ['Your team records fridge temperatures on Navitas.', 'Navitas'],
    ['You use Navitas, which I find interesting.', 'Navitas'],
    ['I would love to learn how you prepare shellfish.', 'shellfish'],
    ['I have not worked with shellfish yet, but I learn quickly.', 'shellfish'],
    ['Although I have no experience of shellfish, I learn quickly.', 'shellfish'],
    ['I understand that Navitas is central to your food safety.', 'Navitas'],
    ['I know how important shellfish is to your menu.', 'shellfish'],
    ['I look forward to discovering Navitas with your team.', 'Navitas'],
    ['My experience on the grill has prepared me well for the fish section.', 'fish'],
    ['In this role, I can present insights to internal stakeholders.', 'stakeholders'],
  ])('English: “%s” does not claim %s', (sentence, word) => {
    expect(wayOf(sentence, word, 'english')).toBeNull();
  });

  it('lets only a name be claimed from before its subject', () => {
    const sentence = "Piloter le calendrier des campagnes, c'est ce que je connais.";
    expect(wayOf(sentence, 'calendrier', 'french', false)).toBeNull();
    expect(wayOf("Avec Zendesk, j'ai traité 80 demandes par jour.", 'Zendesk', 'french', false)).toBeNull();
  });
});
