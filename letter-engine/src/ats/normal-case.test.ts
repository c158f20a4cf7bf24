import { describe, expect, it } from 'vitest';
import { casedNormally } from './normal-case.ts';

describe('a posting line in capitals', () => {
  it('is cased as a sentence, its acronyms kept', () => {
    expect(casedNormally("* SAISIE DES BONS DE COMMANDE ET DES BONS DE RETOUR DANS L'ERP (SAP)")).toBe("* Saisie des bons de commande et des bons de retour dans l'ERP (SAP)");
    expect(casedNormally("MAITRISE D'EXCEL (RECHERCHEV, FILTRES)")).toBe("Maitrise d'excel (recherchev, filtres)");
  });

  it('leaves a line that only holds names in capitals alone', () => {
    expect(casedNormally('CACES R489 catégorie 3 exigé')).toBe('CACES R489 catégorie 3 exigé');
    expect(casedNormally('Maîtrise de SAP et EXCEL')).toBe('Maîtrise de SAP et EXCEL');
  });
});
