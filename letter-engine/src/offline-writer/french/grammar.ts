import { joinList } from '../../text/join-list.ts';
import type { WriterContext } from '../writer-context.ts';
import { withArticle } from './articles.ts';

const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüœæh]/i;

/** 'A, B et C'. */
export function list(items: readonly string[]): string {
  return joinList(items, 'french');
}

/** Skills with their articles, for a list inside a sentence: 'React, la gestion de projet et les KPI'. */
export function skillList(items: readonly string[]): string {
  return joinList(items.map(withArticle), 'french');
}

/** The preposition 'de' before a name, elided or contracted: 'd'Acme', 'du Groupe X', 'de Meditrack'. */
export function de(name: string): string {
  if (/^le\s/i.test(name)) return `du ${name.slice(3)}`;
  if (/^les\s/i.test(name)) return `des ${name.slice(4)}`;
  return VOWEL_START.test(name) ? `d'${name}` : `de ${name}`;
}

// Names that start with a common noun take an article in French: 'le Groupe Verdier'.
function companyWithArticle(name: string): string {
  return /^(?:Groupe|Cabinet|Laboratoire|Crédit)\s/.test(name) ? `le ${name}` : name;
}

/** 'Meditrack', 'le Groupe Verdier', or 'votre entreprise' when the posting does not name the company. */
export function company(c: WriterContext): string {
  return c.company === null ? 'votre entreprise' : companyWithArticle(c.company);
}

/** 'de Meditrack' / 'd'Acme' / 'du Groupe Verdier' / 'de votre entreprise'. */
export function ofCompany(c: WriterContext): string {
  return de(company(c));
}

/** 'au sein de Meditrack' / 'au sein du Groupe Verdier' / 'au sein de votre entreprise'. */
export function withinCompany(c: WriterContext): string {
  return `au sein ${ofCompany(c)}`;
}

/** 'à Meditrack' / 'au Groupe Verdier' / 'à votre entreprise'. */
export function toCompany(c: WriterContext): string {
  const name = company(c);
  if (/^le\s/i.test(name)) return `au ${name.slice(3)}`;
  return `à ${name}`;
}

/** 'en tant que' before a consonant, 'en tant qu'' before a vowel: 'en tant qu'Assistante marketing'. */
export function asRole(role: string): string {
  return VOWEL_START.test(role) ? `en tant qu'${role}` : `en tant que ${role}`;
}

/** 'le poste de Développeur Full Stack', 'le poste d'Ingénieur DevOps', or 'le poste que vous proposez'. */
export function position(c: WriterContext): string {
  return c.position === null ? 'le poste que vous proposez' : `le poste ${de(c.position)}`;
}

/** 'Développeuse Full Stack chez Cloudia', or the role alone. */
export function roleAt(role: string, employer: string | null): string {
  return employer === null ? role : `${role} chez ${employer}`;
}

/** 'de Développeuse Web chez Agence Pixel' / 'd'Assistante marketing chez Lumio'. */
export function ofRole(role: string, employer: string | null): string {
  return de(roleAt(role, employer));
}

/** Spoken languages with their article: 'un anglais courant', 'l'espagnol', 'le chinois'. */
export function spokenLanguages(labels: readonly string[]): string {
  return list(
    labels.map((label) => {
      if (/\s(courant|natif|bilingue)$/.test(label)) return `un ${label}`;
      return VOWEL_START.test(label) ? `l'${label}` : `le ${label}`;
    }),
  );
}

/** 'Master Informatique, Université Lyon 1', or the degree alone. */
export function degreeText(degree: { degree: string; school: string | null }): string {
  return degree.school === null ? degree.degree : `${degree.degree}, ${degree.school}`;
}

/** Achievements ready to follow a colon, separated by semicolons as French lists are. */
export function results(items: readonly string[]): string {
  return items.join(' ; ');
}

/** Ordinal openers for two or three strengths: 'D'abord', 'Ensuite', 'Enfin'. */
export function ordinals(count: number): string[] {
  if (count >= 3) return ["D'abord", 'Ensuite', 'Enfin'];
  if (count === 2) return ["D'abord", 'Ensuite'];
  return ['Avant tout'];
}

/** 'Trois atouts', 'Deux atouts', 'Un atout' for the announcing sentence of variant 3. */
export function strengthCount(count: number): string {
  return count >= 3 ? 'Trois atouts' : count === 2 ? 'Deux atouts' : 'Un atout';
}
