import { describe, expect, it } from 'vitest';
import { indexText } from '../text-index.ts';

const labels = (text: string): string[] => [...indexText(text).labels].sort();

describe("a florist's words", () => {
  it('read the same in a French prose CV and an English shop posting', () => {
    const resume =
      "Je réalisais les bouquets ronds, les compositions en vase et les pièces de deuil (couronnes, coussins). Je gérais la réception des fleurs livrées par le grossiste du MIN de Nantes. Pour les mariages, je faisais les bouquets de mariée.";
    const posting =
      '– Design and make hand-tied bouquets, vases and sympathy work (wreaths, sprays, letters)\n– Process and condition stock when the Dutch wholesaler delivers\n– Build large installations and wedding flowers with our head florist';
    const shared = ['achats chez le grossiste', 'compositions en vase', 'fleurs de deuil', 'fleurs de mariage'];
    expect(labels(resume)).toEqual(expect.arrayContaining(shared));
    expect(labels(posting)).toEqual(expect.arrayContaining(shared));
  });
});
