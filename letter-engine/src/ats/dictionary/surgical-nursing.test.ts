import { describe, expect, it } from 'vitest';
import { indexText } from '../text-index.ts';

const labels = (text: string): string[] => [...indexText(text).labels].sort();

describe("a surgical ward nurse's words", () => {
  it("read the same in a French nurse's CV and a British hospital's posting", () => {
    const resume = 'Soins post-opératoires : surveillance des constantes\nSoins de drains et de sondes urinaires\nPréparation des sorties avec les patients';
    const posting = '- Deliver post-operative care\n- Recording observations and pain scores\n- Drain and catheter care\n- Discharge planning with patients and families';
    const concepts = ['organisation de la sortie', 'soins de drains et sondes', 'soins post-opératoires', 'surveillance des paramètres vitaux'];
    expect(labels(resume)).toEqual(expect.arrayContaining(concepts));
    expect(labels(posting)).toEqual(expect.arrayContaining(concepts));
  });
});
