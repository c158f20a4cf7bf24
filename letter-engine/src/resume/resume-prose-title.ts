import { trimEdges } from '../text/trim-edges.ts';
import { namesCredential } from './resume-credentials.ts';
import { isDegree } from './resume-education.ts';
import { looksLikeRole } from './resume-titles.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { startsUpper } from '../text/letter-case.ts';

// Words that end a role in prose; 'de', 'd'…' and 'en' continue it ('chef de rayon', 'infirmière en cardiologie').
const STOPS = lexiconWordSet({ list: 'prose-role-stops' });
// Words that open a phrase but never a role: 'j'ai été la première vendeuse', 'mon poste'; and adverbs of degree, which
// qualify a trait ('je suis très attachée au secret médical', a medical secretary's prose CV, had made her 'très attachée').
const NOT_FIRST = /^(?:la|le|les|l['’].*|de|du|des|d['’].*|un|une|a|an|the|en|mon|ma|mes|my|our|notre|son|sa|ses|très|trop|plutôt|assez|vraiment|particulièrement|extrêmement|si|very|really|quite|highly|extremely|so)$/i;
// Words that go on after the role word: 'chef de rayon', 'assistante administrative', 'aide à domicile'.
const CONNECTOR = /^(?:de|du|des|d['’].+|en|la|l['’].+)$/i;
const QUALIFIERS = lexiconWordSet({ list: 'role-qualifiers' });
const MAX_TITLE_WORDS = 7;

/**
 * The role at the start of a text ('infirmière depuis 6 ans…' → 'infirmière', 'chargée de
 * ressources humaines depuis…' → 'chargée de ressources humaines'), or null when the text does not
 * open with a role: the role needs a job word among its first three words, and a degree ('Diplôme
 * d'État d'infirmier'), a certificate or an age ('24 ans') is never one.
 */
// Roles of several words none of which is a job word alone.
const COMPOUND_ROLES = /^(?:femme de chambre|valet de chambre|femme de ménage|homme de ménage|homme d['’]entretien|garçon de café|maître d['’]hôtel|chef de rang|aide à domicile|employée? de maison|employée? polyvalente?)(?![\p{L}])/iu;

export function readTitle(text: string): { title: string; end: number } | null {
  const compound = COMPOUND_ROLES.exec(text);
  if (compound !== null) return { title: compound[0], end: compound[0].length + 1 };
  const taken: string[] = [];
  let jobSeen = false;
  let end = 0;
  let sinceConnector = -1;
  const raws = text.slice(0, 160).split(' ');
  for (const [at, raw] of raws.entries()) {
    if (raw.startsWith('(')) break;
    const word = trimEdges(raw, '', ',.;:!?)');
    const lower = word.toLowerCase();
    if (word.length === 0 || STOPS.has(lower) || /^\d/.test(word) || /^(?:j|qu)['’]/i.test(word)) break;
    if (taken.length === 0 && NOT_FIRST.test(word)) return null;
    // 'Aide-soignante DEAS': the diploma after the role is not part of it.
    if (/^\p{Lu}{2,}$/u.test(word) && isDegree(word)) break;
    const connector = CONNECTOR.test(word);
    // 'Développeuse Full Stack', 'Infirmière DE': capitalised words go on a capitalised role.
    const capitalisedRun = startsUpper(taken[0] ?? '') && startsUpper(word);
    // 'assistant contrôleur de gestion', 'infirmier anesthésiste': a second role word goes on too.
    const compound = looksLikeRole(word) && !startsUpper(word);
    // 'volunteer reading helper', 'bénévole aide aux devoirs': a lower-case word before a second role word belongs to the role.
    const next = trimEdges(raws[at + 1] ?? '', '', ',.;:!?)');
    const before = raw === word && !startsUpper(word) && !STOPS.has(lower) && !startsUpper(next) && !STOPS.has(next.toLowerCase()) && looksLikeRole(next);
    const goesOn = connector || QUALIFIERS.has(lower) || sinceConnector === 1 || sinceConnector === 2 || capitalisedRun || compound || before || /^\p{Lu}{2,5}$/u.test(word);
    if (jobSeen && !goesOn) break;
    taken.push(word);
    end += raw.length + 1;
    sinceConnector = connector ? 1 : sinceConnector >= 1 ? sinceConnector + 1 : -1;
    if (!jobSeen && looksLikeRole(word)) jobSeen = true;
    if (!jobSeen && taken.length >= 3) return null;
    if (raw !== word || taken.length >= MAX_TITLE_WORDS) break;
  }
  while (taken.length > 0 && /^(?:de|du|des|en|la|l['’]|d['’])$/i.test(taken[taken.length - 1] ?? '')) taken.pop();
  const title = taken.join(' ');
  return jobSeen && title.length > 0 && !isDegree(title) && !namesCredential(title) ? { title, end } : null;
}
