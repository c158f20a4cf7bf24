import actionNouns from './action-nouns.json' with { type: 'json' };
import { trimEdges } from '../../text/trim-edges.ts';
import resultParticiples from './result-participles.json' with { type: 'json' };
import { lowerFirst } from '../phrase-kit.ts';
import { withSureArticle } from './nouns.ts';

const VERBS: Readonly<Record<string, string>> = actionNouns.nouns;
const RESULTS: Readonly<Record<string, string>> = resultParticiples.participles;
const FIGURE = /\d/;

/** 'Préparation de commandes : 180 colis/heure' → head and details; details only when they fit in brackets. */
function splitDetails(text: string): { head: string; details: string | null; gerund: string } | null {
  let clean = trimEdges(text.trim(), '', '.;').replace(/\s+/g, ' ');
  // 'vers Docker, divisant par deux le temps de mise en production': a present participle closes the line as it is.
  const participial = /, (\p{Ll}+ant\b[^,;:()]*)$/u.exec(clean);
  const gerund = participial === null ? '' : `, ${participial[1]}`;
  if (participial !== null) clean = clean.slice(0, participial.index);
  const parts = clean.split(' : ');
  if (parts.length > 2) return null;
  let [head = '', details = null] = parts as [string, string | undefined];
  // 'Conseil en montures et verres progressifs, environ 15 ventes par semaine': a measured tail after a comma.
  if (details === null) {
    const comma = head.lastIndexOf(', ');
    if (comma > 0 && FIGURE.test(head.slice(comma)) && !head.slice(comma).includes('(')) {
      details = head.slice(comma + 2);
      head = head.slice(0, comma);
    }
  }
  if (details !== null && (head.includes('(') || details.includes('('))) return null;
  return { head: head.trim(), details: details?.trim() ?? null, gerund };
}

/** What follows an action noun, as the object of its verb: 'des stocks' → 'les stocks', 'de 11 vendeurs' → '11 vendeurs'. */
function objectOf(rest: string): string | null {
  if (rest === '') return null;
  // 'de 35 % du temps de chargement' → 'de 35 % le temps de chargement' ('j'ai réduit de 35 % le temps…').
  const share = /^(de [+-]?\d[\d,.]*\s?%) (du|de la|de l['’]|des) (.+)$/u.exec(rest);
  if (share !== null) return `${share[1]} ${{ du: 'le ', 'de la': 'la ', des: 'les ' }[share[2] ?? ''] ?? "l'"}${share[3]}`;
  const object = firstObject(rest);
  // 'les tests automatisés et de la chaîne CI/CD': each object after 'et' loses its 'de' too.
  return object === null ? null : object.replace(/ et (?:des|du|de la|de l['’])(?=\s|\p{L})/gu, (link) => ` et ${{ ' et des': 'les', ' et du': 'le', ' et de la': 'la' }[link] ?? "l'"}`).replace(/ et l' /gu, " et l'");
}

function firstObject(rest: string): string | null {
  const rules: Array<[RegExp, string]> = [
    [/^des\s/u, 'les '],
    [/^du\s/u, 'le '],
    [/^de la\s/u, 'la '],
    [/^de l['’]/u, "l'"],
    [/^d['’](une?)\s/u, '$1 '],
    [/^de (?=\d)/u, ''],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(rest)) return rest.replace(pattern, replacement);
  // 'de commandes', 'd'agendas chargés': a plural without article takes 'des'.
  const bare = /^d(?:e\s|['’])(\p{L}+)/u.exec(rest);
  if (bare && /[sx]$/u.test(bare[1] ?? '')) return `des ${rest.replace(/^d(?:e\s|['’])/u, '')}`;
  return null;
}

/**
 * A French CV line written noun first, told in the first person with the verb the lexicon gives
 * ('Gestion des stocks' → 'j'ai géré les stocks', in the passé composé for every job), a measured
 * result turned active ('Chiffre d'affaires porté de 1,2 M€ à 2,1 M€' → 'j'ai porté le chiffre
 * d'affaires de 1,2 M€ à 2,1 M€'). Details after a colon go in brackets. Null when any part is unsure:
 * a noun the lexicon does not know is never given a support verb ('j'ai pris en charge l'obtention…').
 */
export function nominalClause(text: string): string | null {
  const split = splitDetails(text);
  if (split === null) return null;
  const { head, details, gerund } = split;
  const tail = `${details === null ? '' : ` (${details})`}${gerund}`;
  const result = /^(\p{Lu}?[\p{L}'’ -]{2,60}?) (\p{L}+) (de .+|à .+|en .+)$/u.exec(head);
  if (result !== null) {
    const participle = RESULTS[(result[2] ?? '').toLocaleLowerCase('fr')];
    const subject = withSureArticle(lowerFirst(result[1] ?? ''));
    if (participle !== undefined && subject !== null) return `j'ai ${participle} ${subject} ${result[3]}${tail}`;
  }
  const lowered = lowerFirst(head);
  const noun = Object.keys(VERBS).filter((key) => lowered.startsWith(`${key} `)).sort((a, b) => b.length - a.length)[0];
  if (noun !== undefined && !/,/.test(lowered)) {
    const participle = VERBS[noun] ?? '';
    const object = objectOf(lowered.slice(noun.length + 1));
    // The passé composé for every job: a CV line tells what was done, not a habit ('j'ai conçu une API…').
    if (object !== null) return `j'ai ${participle} ${object}${tail}`;
  }
  return null;
}
