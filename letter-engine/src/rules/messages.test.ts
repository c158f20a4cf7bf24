import { describe, expect, it } from 'vitest';
import { cvTooShortMessage, ENGINE_MESSAGES } from './messages.ts';

describe('engine messages', () => {
  it('gives the docs/product.md §5 CV-too-short text in both letter languages', () => {
    expect(cvTooShortMessage('french')).toBe("Le contenu du CV semble incomplet. Veuillez ajouter plus d'informations sur votre CV.");
    expect(cvTooShortMessage('english')).toBe('The CV content seems incomplete. Please add more information about your CV.');
  });

  it('gives the docs/product.md §8 generation texts in both letter languages', () => {
    expect(ENGINE_MESSAGES.generationFailed).toEqual({
      french: 'Erreur lors de la génération de la lettre de motivation. Veuillez réessayer.',
      english: 'Error generating the cover letter. Please try again.',
    });
    expect(ENGINE_MESSAGES.emptyAnswer).toEqual({
      french: 'Impossible de générer une lettre de motivation.',
      english: 'Unable to generate a cover letter.',
    });
  });
});
