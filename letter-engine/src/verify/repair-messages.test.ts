import { describe, expect, it } from 'vitest';
import { repairMessages } from './repair-messages.ts';

describe('repairMessages', () => {
  it('follows the draft with the list of fixes, in the letter’s language', () => {
    const failures = [
      { code: 'length' as const, message: 'La lettre compte 120 mots…', instruction: 'Développe-la.' },
      { code: 'company' as const, message: 'La lettre ne nomme pas…', instruction: 'Nomme « Meditrack ».' },
    ];
    expect(repairMessages('Brouillon', failures, 'french')).toEqual([
      { role: 'assistant', content: 'Brouillon' },
      {
        role: 'user',
        content: [
          'Cette lettre ne respecte pas encore les consignes. Corrige ces points :',
          '- Développe-la.',
          '- Nomme « Meditrack ».',
          '',
          "Réécris la lettre entière avec ces corrections, dans le même format, en n'utilisant que des faits du CV. Réponds uniquement par le texte de la lettre.",
        ].join('\n'),
      },
    ]);
    expect(repairMessages('Draft', failures, 'english')[1]?.content).toMatch(/^This letter does not follow the instructions yet\. Fix these points:\n- Développe-la\./);
  });
});
