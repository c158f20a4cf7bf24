import { describe, expect, it } from 'vitest';
import { detectTextLanguage, leaningTextLanguage } from './detect-language.ts';

describe('detectTextLanguage', () => {
  it.each([
    ["Au sein de l'équipe Data, vous serez en charge des dashboards Power BI et du reporting.", 'french'],
    // English section headings and tools do not outweigh the French sentences.
    ["What you'll do\nVous pilotez le backlog avec le Product Owner et les équipes Scrum.\nRequirements\nVous maîtrisez SQL et Python.", 'french'],
    ['You will own the roadmap and work with our designers in London.', 'english'],
    ["Nice to have: experience with dbt. We are a team of 40 and you'll join the data squad.", 'english'],
    ['React, Node.js, TypeScript', null],
  ] as const)('reads %j as %s', (text, language) => {
    expect(detectTextLanguage(text)).toBe(language);
  });
});

describe('leaningTextLanguage', () => {
  it.each([
    // A CV of four lines: too short for detectTextLanguage, and still plainly English or French.
    ['Megan Foley\nNight Receptionist – Hotel Surcouf · 2024 – present\n- Night audit and cash closing on Opera PMS', 'english'],
    ['Mme Camille Durand\nComptable', 'french'],
    ['Thomas Petit, vendeur en boutique depuis 3 ans à Nantes.', 'french'],
    ['Serveur – Bistrot 9 – 2021–2023', null],
  ] as const)('leans %j to %s', (text, language) => {
    expect(leaningTextLanguage(text)).toBe(language);
  });
});
