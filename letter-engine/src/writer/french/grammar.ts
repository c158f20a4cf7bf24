import { looksLikeJobTitle } from '../../text/job-titles.ts';
import { joinList } from '../../text/join-list.ts';
import { elides } from './nouns.ts';
import genders from './credential-genders.json' with { type: 'json' };
import { lowerFirst } from '../phrase-kit.ts';

const MASCULINE = new Set(genders.masculine);
const FEMININE = new Set(genders.feminine);
const NUMBERS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf', 'vingt'];

/** 'de' before a word or a name, elided or contracted: 'd'Acme', 'du suivi', 'des soins', 'de la paie'. */
export function de(phrase: string): string {
  if (/^le\s/i.test(phrase)) return `du ${phrase.slice(3)}`;
  if (/^les\s/i.test(phrase)) return `des ${phrase.slice(4)}`;
  return elides(phrase) ? `d'${phrase}` : `de ${phrase}`;
}

/** 'que' or 'qu'' before the next word. */
export function que(next: string): string {
  return elides(next) ? `qu'${next}` : `que ${next}`;
}

export function cap(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
}

/** 'un an', 'cinq ans', '25 ans'. */
export function years(count: number): string {
  const word = NUMBERS[count] ?? String(count);
  return `${word} ${count === 1 ? 'an' : 'ans'}`;
}

/** A CV title as French running text writes it: 'Développeuse Full Stack' → 'développeuse full stack'; names and tools keep their capitals. */
export function titleInSentence(title: string): string {
  // A word the trades' lexicon knows is lowered even when it spells a town ('Maçon coffreur': no 'Mâcon' kept).
  // A hyphenated trade is lowered whole ('Sage-femme': 'Sage' alone is a software's name and would keep its capital).
  return title
    .split(' ')
    .map((word) => (/^\p{Lu}\p{Ll}+-\p{Ll}+$/u.test(word) && looksLikeJobTitle(word) ? word.toLocaleLowerCase('fr') : word))
    .map((word) => word.split('-').map((part) => (/^\p{Lu}\p{Ll}+$/u.test(part) ? (looksLikeJobTitle(part) ? part.toLocaleLowerCase('fr') : lowerFirst(part)) : part)).join('-'))
    .join(' ');
}

/** The gender of a credential by its first word ('permis B', 'Licence pro…'), or null when the lexicon does not know it. */
function credentialGender(text: string): 'm' | 'f' | null {
  const head = (text.split(/[\s(]/)[0] ?? '').toLocaleLowerCase('fr');
  if (MASCULINE.has(head)) return 'm';
  if (FEMININE.has(head)) return 'f';
  return null;
}

// 'Permis B' → 'permis B': a credential's head the lexicon knows is a common noun ('CACES', an acronym, keeps its capitals).
function commonHead(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase('fr') + text.slice(1) : text;
}

/**
 * 'du permis B', 'de la licence pro…', 'de l'AFGSU'; a vendor's certification named in English by what it certifies ('Cisco
 * Certified Network Professional (CCNP) Enterprise', 'AWS Certified Solutions Architect', 'Certified Scrum Product Owner
 * (CSPO)') is 'de la certification …'. Null when the credential's gender is unknown.
 */
export function ofCredential(text: string): string | null {
  const gender = credentialGender(text);
  if (gender === null) return /\bCertified\b/u.test(text) ? `de la certification ${text}` : null;
  const lowered = commonHead(text);
  if (elides(lowered)) return `de l'${lowered}`;
  return gender === 'm' ? `du ${lowered}` : `de la ${lowered}`;
}

/** 'd'un BTS … obtenu en 2019', 'd'une licence … obtenue'; null when the credential's gender is unknown. */
export function ofACredential(text: string, year: number | null): string | null {
  const gender = credentialGender(text);
  if (gender === null) return null;
  const obtained = year === null ? '' : `, ${gender === 'm' ? 'obtenu' : 'obtenue'} en ${year}`;
  return `${gender === 'm' ? "d'un" : "d'une"} ${commonHead(text)}${obtained}`;
}

/** 'mon BTS', 'ma licence', 'mon attestation'; null when the credential's gender is unknown. */
export function myCredential(text: string): string | null {
  const gender = credentialGender(text);
  if (gender === null) return null;
  const lowered = commonHead(text);
  return `${gender === 'm' || elides(lowered) ? 'mon' : 'ma'} ${lowered}`;
}

/** 'de 2019 à 2023', 'en 2023', 'depuis 2021'; null without a year. */
export function period(start: number | null, end: number | null, current: boolean): string | null {
  if (current) return start === null ? null : `depuis ${start}`;
  if (start !== null && end !== null) return start === end ? `en ${start}` : `de ${start} à ${end}`;
  const only = start ?? end;
  return only === null ? null : `en ${only}`;
}

/** 'A, B et C'. */
export function list(items: readonly string[]): string {
  return joinList(items, 'french');
}

/** 'je' or 'j'' before a verb: 'j'assure', 'je gère'. */
export function je(verb: string): string {
  return elides(verb) ? `j'${verb}` : `je ${verb}`;
}
