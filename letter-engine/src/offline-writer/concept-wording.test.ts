import { describe, expect, it } from 'vitest';
import { letterInputSchema } from '../rules/letter-input.schema.ts';
import { TONES, type Language } from '../rules/limits.ts';
import { writeOfflineLetter } from './write-offline-letter.ts';

const TODAY = new Date('2026-11-22T10:00:00Z');

// Every version of every tone for two seeds: a wording that shows in one phrasing must show here.
function everyLetter(resume: string, jobPosting: string, language: Language): string[] {
  return [1, 2].flatMap((seed) =>
    TONES.flatMap((tone) => ([0, 1, 2] as const).map((variant) => writeOfflineLetter(letterInputSchema.parse({ resume, jobPosting, language, tone }), { today: TODAY, variant, seed }))),
  );
}

describe('how a letter names the concepts the CV and the posting share', () => {
  it("says the AESH's 'prise de notes', never the dictionary's 'comptes rendus'", () => {
    const resume =
      "Martine Le Goff\nmartine.legoff@gmail.com\nPendant quinze ans j'ai été secrétaire dans un cabinet d'assurances. Depuis septembre 2022, je suis AESH au collège public Jean-Macé de Lamballe. J'adapte les documents, j'aide à la prise de notes, je reformule les consignes.";
    const posting =
      "Ensemble Scolaire Notre-Dame de la Baie recrute un(e) AESH\nMissions :\n• Aider à la prise de notes, à la reformulation des consignes et à l'organisation du travail\n• Adapter les documents";
    for (const letter of everyLetter(resume, posting, 'french')) expect(letter).not.toMatch(/comptes? rendus?/i);
  });

  it("names a groomer's 'accueil clients' once, in the posting's words", () => {
    const resume =
      "Océane Brunet – Trélazé – 07 62 19 44 03\n2022-2025 : toiletteuse chez Canin'Look (Saumur) : bain, séchage, tonte, coupe des griffes, accueil clients et encaissement";
    const posting = "Poils & Frimousses recrute une toiletteuse\nCe que vous ferez :\n✔️ bain, séchage et tonte de chiens\n✔️ accueil des clients, prise de rendez-vous et encaissement";
    for (const letter of everyLetter(resume, posting, 'french')) expect([/accueil des clients/.test(letter), /accueil clients/.test(letter)]).not.toEqual([true, true]);
  });

  it("names an English translator's work in the French posting's words", () => {
    const resume =
      'ELEANOR MARCHETTI\neleanor.marchetti@gmail.com\nEXPERIENCE\nIn-house Translator, Verbatim Legal Translations, Paris — Jan 2022 to present\n- Maintaining translation memories and client termbases in Trados Studio 2022\n- Machine translation post-editing (DeepL) for fund documentation';
    const posting =
      'Lingua Nova\nTraducteur·rice anglais > français\nVos missions :\n- Alimenter et tenir à jour les mémoires de traduction et les glossaires clients sous Trados Studio\n- Effectuer la post-édition de traductions automatiques (DeepL)';
    const letters = everyLetter(resume, posting, 'french');
    for (const letter of letters) expect(letter).not.toMatch(/translation memor|termbase|post-editing/i);
    expect(letters.filter((letter) => /mémoires de traduction/.test(letter)).length).toBeGreaterThan(letters.length / 2);
  });

  it("never names a florist's brasserie client 'hospitality'", () => {
    const resume =
      "Camille Rossignol\ncamille.rossignol.fleurs@gmail.com\nJ'ai été fleuriste chez Au Jardin de Lucie à Nantes de 2018 à 2026. Je gérais la réception et le conditionnement des fleurs, la vente en boutique, et les compositions hebdomadaires pour deux hôtels et une brasserie en contrat.";
    const posting = 'Senior Florist – Stems & Thistle, Edinburgh\nYou will:\n– Look after our weekly contract arrangements for three hotels and a restaurant\n– Condition deliveries from the wholesaler';
    for (const letter of everyLetter(resume, posting, 'english')) expect(letter).not.toMatch(/hospitality/i);
  });

  it("names an English CV's 'board minutes' as the French posting does ('procès-verbaux'), never 'comptes rendus'", () => {
    const resume =
      'ELEANOR MARCHETTI\neleanor.marchetti@gmail.com\nEXPERIENCE\nIn-house Translator, Verbatim Legal Translations, Paris — Jan 2022 to present\n- Translation of contracts, board minutes and annual reports from English into French\nTOOLS\nTrados Studio, board minutes, MS Office';
    const posting =
      "Lingua Nova\nTraducteur·rice anglais > français\nVous traduisez vers le français des contrats, rapports annuels, procès-verbaux d'assemblée.\nVos missions :\n- Traduire les procès-verbaux d'assemblée sous Trados Studio";
    for (const letter of everyLetter(resume, posting, 'french')) expect(letter).not.toMatch(/comptes? rendus?/i);
  });
});
