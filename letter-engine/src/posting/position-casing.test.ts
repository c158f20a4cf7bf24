import { describe, expect, it } from 'vitest';
import { englishTitleCase, properCase } from './position-casing.ts';

describe('properCase', () => {
  it('spells a title shouted in capitals as the posting’s sentences do', () => {
    const lines = ['MANIPULATEUR EN ÉLECTRORADIOLOGIE MÉDICALE H/F', 'Vous êtes titulaire du DE de manipulateur en électroradiologie médicale.'];
    expect(properCase('MANIPULATEUR EN ÉLECTRORADIOLOGIE MÉDICALE', lines)).toBe('Manipulateur en électroradiologie médicale');
  });

  it('takes a capitalised spelling from the text when it has one', () => {
    const lines = ['CHEF DE RAYON PRODUITS FRAIS (H/F)', 'Notre client recherche son futur Chef de rayon Produits Frais.'];
    expect(properCase('CHEF DE RAYON PRODUITS FRAIS', lines)).toBe('Chef de rayon Produits Frais');
  });

  it('lowers the words of a shouted title word by word and keeps its acronyms', () => {
    expect(properCase('CHEF DE PARTIE', ['CHEF DE PARTIE'])).toBe('Chef de partie');
    expect(properCase('CLASS 1 HGV DRIVER', ['CLASS 1 HGV DRIVER', 'You hold a HGV licence.'])).toBe('Class 1 HGV driver');
    expect(properCase('ATSEM', ['LA VILLE RECRUTE', 'Vous serez ATSEM en maternelle.'])).toBe('ATSEM');
  });

  it('lowers a short word after a preposition and the capital À, and keeps an acronym after a noun', () => {
    expect(properCase('AUXILIAIRE DE VIE À DOMICILE', ['AUXILIAIRE DE VIE À DOMICILE (H/F)'])).toBe('Auxiliaire de vie à domicile');
    expect(properCase('TECHNICIEN SAV', ['TECHNICIEN SAV'])).toBe('Technicien SAV');
    expect(properCase('Analyste FP&A', ['Analyste FP&A'])).toBe('Analyste FP&A');
  });

  // A clinic's post ('Nous recherchons un(e) Infirmier(e) DE – jeunes diplômé(e)s bienvenu(e)s') and an association's
  // title line: the capitals that end the title stand for 'diplômé d'État', never the preposition.
  it.each([
    ['Infirmier(e) DE', 'Nous recherchons un(e) Infirmier(e) DE – jeunes diplômé(e)s bienvenu(e)s – CDI à temps plein.'],
    ['Éducateur spécialisé DE', 'Éducateur spécialisé DE (H/F) – Foyer de vie Les Glycines'],
  ])('keeps the acronym ending %j', (title, line) => {
    expect(properCase(title, [line])).toBe(title);
  });

  it('matches a shouted word to the style of the rest of the title', () => {
    const lines = ["We're after an experienced CISRS Part 1 or Part 2 SCAFFOLDER to join our gangs"];
    expect(properCase('CISRS Part 1 or Part 2 SCAFFOLDER', lines)).toBe('CISRS Part 1 or Part 2 Scaffolder');
    expect(properCase('BARBER', ["We're looking for an experienced BARBER."])).toBe('Barber');
  });

  it('leaves a title in ordinary case alone', () => {
    expect(properCase('Data Analyst', ['DATA ANALYST'])).toBe('Data Analyst');
  });

  it('capitalises each alternative of a title, not a qualifier after a slash', () => {
    expect(properCase('Poissonnier / poissonnière', [])).toBe('Poissonnier / Poissonnière');
    expect(properCase('Technicien SAV / itinérant', [])).toBe('Technicien SAV / itinérant');
  });
});

describe('properCase of inclusive endings', () => {
  it('writes a shouted inclusive ending small once its word is', () => {
    expect(properCase('EMPLOYÉ(E) POLYVALENT(E)', ['EMPLOYÉ(E) POLYVALENT(E)', '(employé polyvalent de restauration rapide)'])).toBe('Employé(e) polyvalent(e)');
    expect(properCase('CHARGÉ·E DE RECRUTEMENT', ['CHARGÉ·E DE RECRUTEMENT', 'Vous serez chargé du recrutement.'])).toBe('Chargé·e de recrutement');
  });
});

describe('englishTitleCase', () => {
  it('capitalises an English title a sentence gave in lower case', () => {
    expect(englishTitleCase('Car valeter')).toBe('Car Valeter');
    expect(englishTitleCase('Part-time bookseller')).toBe('Part-time Bookseller');
    expect(englishTitleCase('Head of housekeeping')).toBe('Head of Housekeeping');
  });

  it('keeps a title the posting cased', () => {
    expect(englishTitleCase('CISRS Part 1 or Part 2 Scaffolder')).toBe('CISRS Part 1 or Part 2 Scaffolder');
    expect(englishTitleCase('iOS developer')).toBe('iOS developer');
  });
});
