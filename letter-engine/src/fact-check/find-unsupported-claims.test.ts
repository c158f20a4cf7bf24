import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';

const CAMILLE = readResume('fr-camille-martin');

describe('findUnsupportedClaims', () => {
  it('finds the tools a letter invents, in order of appearance', () => {
    const letter = "Je maîtrise Kubernetes et AWS, et j'ai développé en React une application Angular.";
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french' })).toEqual(['Kubernetes', 'AWS', 'Angular']);
  });

  it('finds an invented degree and an invented language', () => {
    const letter = 'Titulaire d’un MBA, je parle un allemand courant.';
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french' })).toEqual(['MBA', 'allemand']);
  });

  // Claims the CV supports, in other words than the CV's: none may be flagged.
  it.each([
    ['the same tools', 'Je développe en React, TypeScript et Node.js avec PostgreSQL.'],
    ['a spelling variant', 'J’utilise NodeJS et ReactJS au quotidien.'],
    ['the degree level of a Master', 'Titulaire d’un Bac+5, je…'],
    ['the language in English', 'I speak fluent English and I use continuous integration.'],
    ['soft skills, which the CV need not prove', 'Rigueur, autonomie et esprit d’équipe me caractérisent.'],
    ['agile methods, implied by Scrum', 'Je travaille en méthodes agiles.'],
  ])('accepts %s', (_case, letter) => {
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french' })).toEqual([]);
  });

  it('flags tool-shaped words the dictionary does not know', () => {
    expect(findUnsupportedClaims({ resume: CAMILLE, letter: 'J’ai déployé sur S3 et EC2 avec GraphQL.', language: 'french' })).toEqual(['S3', 'EC2', 'GraphQL']);
  });

  it('does not count the posting’s company and position as claims when the posting is given', () => {
    const posting = 'Acme recrute un(e) Développeur Kotlin (H/F).';
    const letter = 'Objet : Candidature au poste de Développeur Kotlin\n\nRejoindre Acme…';
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french' })).toEqual(['Kotlin']);
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french', posting })).toEqual([]);
  });

  it('labels claims in the letter language', () => {
    const resume = readResume('en-emily-clarke');
    const letter = 'I also bring strong project management and fluent German.';
    expect(findUnsupportedClaims({ resume, letter, language: 'english' })).toEqual(['project management', 'German']);
  });

  it('accepts a whole letter that sticks to the CV', () => {
    const letter = [
      'Camille Martin',
      'Objet : Candidature au poste de Développeur Full Stack React / Node.js',
      'Madame, Monsieur,',
      'Développeuse full stack depuis 5 ans, j’ai refondu un espace client en React et TypeScript et conçu une API REST en Node.js.',
      'Je pratique Docker, GitLab et Scrum, et je parle un anglais courant.',
    ].join('\n\n');
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french', posting: readPosting('fr-developpeur-full-stack') })).toEqual([]);
  });
});
