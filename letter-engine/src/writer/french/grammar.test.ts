import { describe, expect, it } from 'vitest';
import { myCredential, ofACredential, ofCredential, titleInSentence } from './grammar.ts';

describe('the article of a French credential', () => {
  // A pharmacy technician's, a butcher's and a barman's diplomas: their heads' genders are in credential-genders.json.
  it('takes the gender of its first word', () => {
    expect(myCredential('BP Préparateur en pharmacie')).toBe('mon BP Préparateur en pharmacie');
    expect(ofACredential("CAPA Métiers de l'agriculture", 2021)).toBe("d'un CAPA Métiers de l'agriculture, obtenu en 2021");
    expect(myCredential('Mention complémentaire Barman')).toBe('ma mention complémentaire Barman');
    expect(ofCredential('Permis B')).toBe('du permis B');
    // A vendor's certification named in English (a network engineer's and a DevOps engineer's LinkedIn profiles).
    expect(ofCredential('Cisco Certified Network Professional (CCNP) Enterprise')).toBe('de la certification Cisco Certified Network Professional (CCNP) Enterprise');
    expect(ofCredential('AWS Certified Solutions Architect')).toBe('de la certification AWS Certified Solutions Architect');
    expect(ofCredential('Kestrel Flooring Passport')).toBeNull();
  });

  it('gives no article to a credential whose first word it does not know', () => {
    expect(myCredential('NVQ Level 2 Wet Plastering')).toBeNull();
  });
});

describe('a CV title in running text', () => {
  it('lowers a trade word even when it spells a town, and keeps a brand', () => {
    expect(titleInSentence('Maçon coffreur')).toBe('maçon coffreur');
    expect(titleInSentence('Développeur Salesforce')).toBe('développeur Salesforce');
    // 'Sage' alone is an accounting software's name; the trade is lowered whole.
    expect(titleInSentence('Sage-femme')).toBe('sage-femme');
  });
});
