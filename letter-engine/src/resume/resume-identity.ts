import { cityOf, findKnownCity } from '../text/places.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { isTitleLike } from './resume-titles.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

/** Who the candidate is and how to reach them, as the CV's top lines say. */
export type ResumeIdentity = {
  name: string | null;
  headline: string | null;
  email: string | null;
  phone: string | null;
  /** The postal address line when the CV gives one ('12 rue de la République, 69002 Lyon'). */
  address: string | null;
  city: string | null;
};

// Every pattern here is linear: the e-mail starts only where a run of address characters starts,
// repetitions are bounded, and lines come with single spaces (see resumeLines).
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+\d{1,3}[ .-]?(?:\(0\) ?)?|\b0)\d(?:[ .-]?\d){7,11}\b/;

/** True when a line gives an e-mail address or a phone number: the CV's contact line. */
export function holdsContact(line: string): boolean {
  return EMAIL.test(line) || PHONE.test(line);
}
const STREET = /\b\d{1,4}(?: (?:bis|ter))?,? (?:rue|avenue|av\.|boulevard|bd|chemin|all[ée]e|place|impasse|quai|route|cours|square|street|st\.|road|rd\.|lane)\b/i;
const POSTAL_CODE = /\b\d{5}\b/;
const NAME_WORD = /^(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)*|\p{Lu}['’]\p{Lu}\p{Ll}+|(?:Mc|Mac|De|Di|Le|La|Van)\p{Lu}\p{Ll}+|(?:Mc|Mac)\p{Lu}{2,}|(?:\p{Lu}['’])?\p{Lu}{2,}(?:-(?:\p{Lu}['’])?\p{Lu}{2,})*|d['’]\p{Lu}\p{Ll}+|de|du|van|von|le|la|da|di|ben|el)$/u;
const CIVILITY = /^(?:mme|mlle|m\.|mr\.?|mrs\.?|ms\.?|madame|monsieur|dr\.?) /i;
// Form-like CVs: 'Nom : Martin', 'Prénom : Julie', 'Adresse : 8 rue Victor Hugo…'; a table's row pasted as text puts a bar
// between the label and its value ('Name        | Priya Shah', an energy assessor's CV, round 29).
const NAME_FIELD = /^(?:(nom(?: de famille)?|last name|surname|family name)|(prénom|first name|given name)) *[:|] *(\S.*)$/iu;
const FULL_NAME_FIELD = /^(?:name|full name|nom complet|nom et prénom|prénom et nom|nom prénom|prénom nom) *[:|] *(\S.*)$/iu;
const CONTACT_LABEL = /^(?:adresse|address|t[ée]l(?:[ée]phone)?\.?|phone|mobile|portable|e-?mail|courriel|mail|ville|city|domicile) ?: ?/iu;
// 'Je m'appelle Léa Moreau', 'My name is Emily Clarke', 'Moi, c'est Jean Dupont'.
const NAME_INTRO = /\b(?:je m['’]appelle|je me nomme|my name is|moi,? c['’]est|je suis|i am|i['’]m) /giu;
// Letters after a name: 'Grace Okonkwo RN', 'Tom Hale MSc'.
const POST_NOMINALS = / (?:RN|RGN|RMN|RSCN|MSc|BSc|BA|MA|PhD|MBA|CPA|ACA|ACCA|FCCA|CIMA|MCIPD|CIPD|BEng|MEng|PGCE|QTS|DipHE|CEng|IEng|EngTech|MIMechE|MIET|MICE|MRICS|FRICS|MCIOB|CMgr|MIWFM)\b/u;
// 'Habite à Nantes', 'basée à Lyon', 'based in Leeds', 'domicilié à Rennes'.
const RESIDENCE = /\b(?:j['’]habite|habite|résid(?:e|ant)|bas[ée]e? |domicili[ée]e? |vivant|je vis|living|based|I live)(?: actuellement)? (?:à|a|sur|en|in|near|près de) /iu;

// 'JULIEN MOREAU' → 'Julien Moreau'; 'Camille MARTIN' stays as written (a French convention).
// A CV's own title line, never its author: 'CURRICULUM VITAE', 'Mon CV', 'Résumé', 'CV Europass' (a teaching assistant's
// Europass, whose letter was signed 'CV Europass'), 'Curriculum Vitae Europass'.
const DOCUMENT_TITLE = /^(?:curriculum vitae|cv|résumé|resume|mon cv|my cv|dossier de candidature)(?: europass)?$|^europass(?: cv| curriculum vitae)?$/iu;

// Particles a name written in capitals hides: 'JEAN DE LA FONTAINE' is signed 'Jean de La Fontaine',
// 'SANNE VAN DER BERG' 'Sanne van der Berg'. 'Di', 'Del', 'Le' and 'La' are capitalised as often
// as not ('Angel Di Maria'), so they keep their capital.
const LOWER_PARTICLES = lexiconWordSet({ list: 'name-particles' });

function tidyName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  const words = name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase())
    // 'MCDONALD' is signed 'McDonald'; 'Mac' stays as read, since 'Mackay' and 'Machin' are not 'MacKay'.
    .replace(/(^|[\s-])Mc(\p{Ll})/gu, (_m, before: string, letter: string) => `${before}Mc${letter.toUpperCase()}`)
    .split(' ');
  return words.map((word, index) => (index > 0 && index < words.length - 1 && LOWER_PARTICLES.has(word.toLowerCase()) ? word.toLowerCase() : word)).join(' ');
}

function nameFrom(candidate: string): string | null {
  const words = candidate.split(' ');
  if (words.length < 2 || words.length > 4 || /\d|@/.test(candidate)) return null;
  if (!words.every((word) => NAME_WORD.test(word)) || looksLikeJobTitle(candidate) || cityOf(candidate) !== null || DOCUMENT_TITLE.test(candidate)) return null;
  return tidyName(candidate);
}

/**
 * The name at the start of a line: 'Jean Dupont, 24 ans', 'Léa Moreau (Elle)', 'Mme Camille Martin | …'. Rule 'a figure
 * ends the name': 'Kevin LE GALL     06 62 18 40 97    kevin.legall29@orange.fr' (a tiler's thin CV), 'Liam Carter   19
 * Boston, Lincs   07412 903 227' (a refuse loader's): the contact line's spaces are gone, and its first figure (a phone
 * number, an age) ends the name, on a line that holds a phone number or an email address.
 */
// Rule 'a word in brackets is an aside': 'Léa Moreau (Elle)' (a pronoun after the name), 'RAJESH (RAJ) PATEL' (a facilities
// manager's nickname between his names): one word alone in brackets is no part of the name, wherever it stands.
const ASIDE = /\s\(\p{L}+\)(?=\s|$)/gu;

function readName(line: string): string | null {
  const first = line.replace(ASIDE, '').split(/[,|—–(]| ?· | · ?| - /)[0] ?? '';
  // 'Né le : 14/03/1998', 'Nationalité : française': a form's label is no name.
  if (/^[\p{L} '’.]{2,30}?\s?:/u.test(first)) return null;
  const head = (PHONE.test(line) || EMAIL.test(line) ? first.replace(/ \+?\d.*$/u, '') : first).trim().replace(CIVILITY, '');
  const postNominal = POST_NOMINALS.exec(head);
  if (postNominal !== null) return nameFrom(trimEdges(head.slice(0, postNominal.index), ' .:', ' .:'));
  return nameFrom(trimEdges(head, ' .:'));
}

/** The name a form-like CV gives in 'Nom :' and 'Prénom :' lines, or null. */
function readNameFields(rows: readonly string[]): string | null {
  let first: string | null = null;
  let last: string | null = null;
  // 'Nom : DUBOIS-MARTEL   Prénom : Kevin' (a form-like CV laid out as a table): several fields on one line.
  const lines = rows.flatMap((row) => row.split(/(?<![/\s]|\bet|\band)\s(?=\s*(?:nom|prénom|first name|last name|surname|given name|né(?:e)? le|date de naissance|nationalité)\s?:)/iu).map((field) => field.trim()));
  for (const line of lines) {
    const field = NAME_FIELD.exec(line);
    if (field === null) continue;
    const value = trimEdges(field[3] ?? '', ' ', ' .');
    if (field[1] !== undefined) last ??= value;
    else first ??= value;
  }
  if (first !== null && last !== null) return nameFrom(`${first} ${last}`);
  // 'Name: Grace Okafor', 'Nom et prénom : Julie Martin': the whole name in one field.
  for (const line of lines) {
    const whole = FULL_NAME_FIELD.exec(line)?.[1];
    const name = whole === undefined ? null : nameFrom(trimEdges(whole.split(/ ?[|,;] ?/)[0] ?? '', ' ', ' .'));
    if (name !== null) return name;
  }
  return null;
}

// 'MAREK' above 'KOWALCZYK' (a designed CV's header, pasted from two columns): a first name and a surname each alone on
// the first two lines are one name.
function twoLineName(top: readonly string[]): string | null {
  const [first = '', second = ''] = top;
  return [first, second].every((line) => NAME_WORD.test(line.trim()) && line.trim().length >= 2) ? nameFrom(`${first.trim()} ${second.trim()}`) : null;
}

/** The name a prose CV gives ('Je m'appelle Léa Moreau et je suis…'), or null. */
function readIntroducedName(text: string): string | null {
  for (const intro of text.matchAll(NAME_INTRO)) {
    const words: string[] = [];
    for (const word of text.slice(intro.index + intro[0].length, intro.index + intro[0].length + 80).split(' ')) {
      const bare = trimEdges(word, '', ',.;:');
      if (!NAME_WORD.test(bare) || (words.length === 0 && /^(?:de|du|le|la)$/.test(bare))) break;
      words.push(bare);
      if (bare !== word || words.length === 4) break;
    }
    const name = nameFrom(words.join(' '));
    if (name !== null) return name;
  }
  return null;
}

/** The city a CV says the candidate lives in ('J'habite à Nantes', 'based in Leeds'), or null. */
function readResidence(text: string): string | null {
  const match = RESIDENCE.exec(text);
  if (match === null) return null;
  return findKnownCity(text.slice(match.index + match[0].length, match.index + match[0].length + 60));
}

// 'vendeur en boutique depuis 3 ans à Nantes' → 'vendeur en boutique'.
function readHeadline(segment: string): string | null {
  const stop = / (?:depuis|since|for|à|in|avec|with|—|–|-|chez|at) | \(/i.exec(segment);
  const cut = trimEdges(stop === null ? segment : segment.slice(0, stop.index), ' ', ' .;:');
  if (!isTitleLike(cut) || cut.split(' ').length > 8 || /@|\d{3}/.test(cut)) return null;
  return cut;
}

/**
 * Reads the candidate's identity from the CV's header lines (the lines before the first section
 * heading): the name (the first of the top lines made of two to four capitalised words, or the
 * name a prose CV introduces), the headline (the first job-title line, or the job-title part of
 * the first line in a one-paragraph CV), e-mail, phone, postal address and city. The city comes
 * from the header's address or place phrase, from 'j'habite à…', or a known city named in a
 * one-paragraph CV; a city in the experience lines is where an employer is, not where the
 * candidate lives, and is not read.
 */
export function readIdentity(headerLines: readonly string[]): ResumeIdentity {
  const top = headerLines.slice(0, 8);
  const nameLine = top.slice(0, 3).findIndex((line) => readName(line) !== null);
  const name = nameLine === -1 ? (readNameFields(top) ?? twoLineName(top) ?? readIntroducedName(top.join(' '))) : readName(top[nameLine] ?? '');
  const identity: ResumeIdentity = { name, headline: null, email: null, phone: null, address: null, city: null };
  for (const [index, line] of top.entries()) {
    identity.email ??= EMAIL.exec(line)?.[0] ?? null;
    identity.phone ??= PHONE.exec(line)?.[0].trim() ?? null;
    // On the name line, what follows the name: 'Fatou Diallo – Aide-soignante', 'Jean Dupont, 24 ans…'.
    // The first separator ends the name: 'Lucas FERREIRA  -  electricien batiment  -  Pessac (33600)' keeps its town.
    const content = index === nameLine ? line.replace(/^[^,|·—–(]*?(?:[,|·—–(]| - )/, '') : line;
    // The headline sits in the top lines ('Léa Moreau' / 'Infirmière diplômée d'État' / contact).
    const mayHoldHeadline = index <= 2 && !line.includes(' : ');
    for (const segment of content.split(/[|•]| ?· | · ?| [—–/-] |\. /)) {
      const trimmed = segment.trim().replace(CONTACT_LABEL, '');
      if (trimmed.length === 0 || EMAIL.test(trimmed) || PHONE.test(trimmed)) continue;
      if (STREET.test(trimmed) || POSTAL_CODE.test(trimmed)) {
        identity.address ??= trimmed;
        identity.city ??= cityOf(trimmed.split(',').slice(-1)[0] ?? trimmed) ?? cityOf(trimmed);
        continue;
      }
      // 'Keynsham, Bristol': the known city among a short place phrase's parts.
      identity.city ??= cityOf(trimmed) ?? (trimmed.split(' ').length <= 4 ? (trimmed.split(', ').map(cityOf).find((city) => city !== null) ?? null) : null);
      if (mayHoldHeadline) identity.headline ??= readHeadline(trimmed);
    }
  }
  identity.city ??= readResidence(headerLines.join(' '));
  if (identity.city === null && headerLines.length <= 3) identity.city = findKnownCity(headerLines.join(' '));
  return identity;
}
