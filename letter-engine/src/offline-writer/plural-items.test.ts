import { describe, expect, it } from 'vitest';
import { pluralItems as englishPlural } from './english/grammar.ts';
import { FRENCH_FACTS } from './french/facts.ts';
import { pluralItems as frenchPlural } from './french/nouns.ts';
import type { LetterContext } from './letter-context.ts';

// The verb after a list of skills agrees with it: 'les transmissions font partie', 'l'aide aux repas fait partie'.
describe('plural subjects', () => {
  it('takes several items as plural in both languages', () => {
    expect(frenchPlural(["l'accueil", 'la caisse'])).toBe(true);
    expect(englishPlural(['invoicing', 'typing'])).toBe(true);
  });

  it('reads a French phrase’s number from its head noun, not its complement', () => {
    expect(frenchPlural(['transmissions'])).toBe(true);
    expect(frenchPlural(['les soins'])).toBe(true);
    expect(frenchPlural(['aide aux repas'])).toBe(false);
    expect(frenchPlural(['gestion des stocks'])).toBe(false);
    expect(frenchPlural(['processus'])).toBe(false);
  });

  it('reads an English phrase’s number from its head noun, before an of-complement', () => {
    expect(englishPlural(['inbound calls'])).toBe(true);
    expect(englishPlural(['management of suppliers'])).toBe(false);
    expect(englishPlural(['business analysis'])).toBe(false);
    expect(englishPlural(['analytics'])).toBe(false);
  });

  it('agrees the verb after one context of the posting that is a plural noun', () => {
    const context: LetterContext = { language: 'french', tone: 'formal', gender: null, company: null, position: null, location: null, contract: null };
    const [partOf, told] = FRENCH_FACTS.contexts;
    expect(partOf?.(context, { list: 'les appels', items: ['appels'] })).toBe('Les appels font partie de mon expérience, comme le demande votre annonce.');
    expect(told?.(context, { list: 'la caisse', items: ['caisse'] })).toBe("Votre annonce évoque aussi la caisse : c'est une réalité que je connais de l'intérieur.");
  });
});
