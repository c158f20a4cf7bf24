import { describe, expect, it } from 'vitest';
import { detectTextLanguage } from './detect-language.ts';
import { joinList } from './join-list.ts';
import { cityOf } from './places.ts';
import { nonEmptyLines, sanitizeText } from './sanitize.ts';

describe('sanitizeText', () => {
  it('removes invisible and control characters, keeps accents, symbols and lines', () => {
    expect(sanitizeText('Cafe\u0301\u200B 25 000 m²\r\nligne\u0000 2\u2028fin')).toBe('Café 25 000 m²\nligne 2\nfin');
  });

  it('drops empty lines when listing lines', () => {
    expect(nonEmptyLines('  a  \n\n \n b')).toEqual(['a', 'b']);
  });
});

describe('cityOf', () => {
  it.each([
    ['12 rue de la République, 69002 Lyon', 'Lyon'],
    ['Villeurbanne (69)', 'Villeurbanne'],
    ['Paris 11e', 'Paris'],
    ['Dublin, Ireland', 'Dublin'],
    ['75008 Paris Cedex 08', 'Paris'],
    ['linkedin.com/in/camille', null],
  ])('reads %j as %j', (phrase, city) => {
    expect(cityOf(phrase)).toBe(city);
  });
});

describe('joinList', () => {
  it('joins like a sentence in each language', () => {
    expect(joinList(['A', 'B', 'C'], 'french')).toBe('A, B et C');
    expect(joinList(['A', 'B'], 'english')).toBe('A and B');
    expect(joinList([], 'french')).toBe('');
  });
});

describe('detectTextLanguage', () => {
  it('tells French from English, and says nothing about too little text', () => {
    expect(detectTextLanguage('Développement de la plateforme et suivi des clients pour le compte de la société')).toBe('french');
    expect(detectTextLanguage('Built the platform and managed the clients of the company for a year')).toBe('english');
    expect(detectTextLanguage('React, Node.js')).toBeNull();
  });
});
