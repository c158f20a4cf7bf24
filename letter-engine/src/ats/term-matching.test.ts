import { describe, expect, it } from 'vitest';
import { analyzeAts } from './analyze-ats.ts';

// Whether a CV wording meets a posting wording: the French cases other tools get wrong (accents,
// elisions, gendered job titles, plurals), bilingual concepts, degree levels and false friends.
const CASES: ReadonlyArray<[string, string, string, boolean]> = [
  ['accents ignored', 'Compétences : négociation', 'NEGOCIATION commerciale', true],
  ['case ignored', 'Compétences : GESTION DE PROJET', 'gestion de projet', true],
  ["elision l'", "Maîtrise de l'anglais courant", 'anglais courant', true],
  ["elision d'", "Expérience d'analyse de données", 'analyse de données', true],
  ["elision qu'", "Qu'Excel n'ait pas de secret pour vous", 'Excel', true],
  ['plural s', 'Compétences : gestion des projets', 'gestion de projet', true],
  ['plural -aux', 'Compétences : réseaux sociaux', 'réseau social', true],
  ['feminine -euse in the CV', 'Développeur Full Stack (H/F)', 'Développeuse full-stack chez Cloudia', true],
  ['masculine in the CV', 'Développeuse Full Stack (F/H)', 'Développeur Full Stack', true],
  ['feminine -rice', 'Directrice commerciale (H/F)', 'Directeur commercial, Lyon', true],
  ['feminine -ienne', 'Technicienne de maintenance (F/H)', 'Technicien de maintenance industrielle', true],
  ['feminine -e', 'Ingénieure (H/F)', 'Ingénieur diplômé', true],
  ['inclusive writing', 'Chargé(e) de communication (H/F)', 'Chargée de communication interne', true],
  ['another job', 'Développeur Full Stack (H/F)', 'Chef de projet digital', false],
  ['hyphen as space', 'Compétences : e-commerce', 'ecommerce', true],
  ['French posting, English CV', 'Compétences : gestion de projet', 'project management', true],
  ['English posting, French CV', 'Skills: data analysis', 'analyse de données', true],
  ['spelling variant', 'Skills: Node.js', 'NodeJS', true],
  ['Bac+5 met by a Master', 'Formation : Bac+5', 'Master Informatique', true],
  ['Bac + 3 met by a Bac+5', 'Formation : Bac + 3', 'Bac+5 en gestion', true],
  ['Bac+5 not met by a Licence', 'Formation : Bac+5', 'Licence Économie', false],
  ['fluent English implies English', 'Skills: English', 'Anglais courant', true],
  ['React the tool, not the verb', 'Skills: React', 'I react quickly to incidents', false],
  ['Scrum Master is not a Master degree', 'Diplôme : Master', 'Certifié Scrum Master', false],
  ['Java is not JavaScript', 'Skills: Java', 'JavaScript, TypeScript', false],
  ['words of a term stay in one phrase', 'Compétences : gestion de projet', 'gestion. Projet', false],
];

describe('keyword matching', () => {
  it.each(CASES)('%s: %j in the CV %j → %s', (_case, posting, resume, expected) => {
    const { keywords } = analyzeAts({ posting, resume, language: 'french' });
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords.every((keyword) => keyword.inResume === expected)).toBe(true);
  });
});
