import { describe, expect, it } from 'vitest';
import { indexText } from '../text-index.ts';

const labels = (text: string): string[] => [...indexText(text).labels].sort();

describe("a translator's words", () => {
  it("read the same in an English CV and a French posting (a Welcome to the Jungle advert's missions)", () => {
    const resume = [
      "- Revision and proofreading of freelance translators' work",
      '- Maintaining translation memories and client termbases in Trados Studio 2022',
      '- Machine translation post-editing (DeepL) for high-volume fund documentation',
      '- Translation of contracts, board minutes and annual reports from English into French',
    ].join('\n');
    const posting = [
      '- Relire et réviser les traductions de vos collègues et de nos traducteurs indépendants',
      '- Alimenter et tenir à jour les mémoires de traduction et les glossaires clients sous Trados Studio',
      '- Effectuer la post-édition de traductions automatiques (DeepL) sur certains projets',
      "vous traduisez vers le français des contrats, rapports annuels, procès-verbaux d'assemblée",
    ].join('\n');
    const shared = ['comptes rendus', 'glossaires', 'mémoires de traduction', 'post-édition', 'rapports annuels', 'révision de traductions'];
    expect(labels(resume)).toEqual(expect.arrayContaining(shared));
    expect(labels(posting)).toEqual(expect.arrayContaining(shared));
  });

  it("leave a garage's revision alone", () => {
    expect(labels('Révision des véhicules et vidanges')).not.toContain('révision de traductions');
  });
});
