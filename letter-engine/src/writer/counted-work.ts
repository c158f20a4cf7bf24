import type { Language } from '../rules/limits.ts';
import countedWork from './counted-work.json' with { type: 'json' };

type Entry = (typeof countedWork.entries)[number];

// Rule 'a count of work told by its verb': 'env. 600 baguettes par nuit' (a baker's CV), 'jusqu'a 150 pizzas le samedi
// soir' (a pizzaiolo's), 'about 25 jobs a week' (a plumber's), 'approx 35 jobs a month' (a glazier's), 'env. 40 salles de
// bains refaites par an' (a tiler's), '41 ventes signées en 2025' (an estate agent's): a count, the things counted, and
// when (a rate or a year) or what was done to them are work the candidate did. The lexicon gives the verb
// (counted-work.json): 'je fais environ 600 baguettes par nuit', 'I carry out about 25 jobs a week'. Anything else on the
// item (a place, a tool, a figure of another kind) is a shape the rule does not know: unsure, unsaid.

const NUMBER = String.raw`\d{1,3}(?:[  ,.]\d{3})*(?:[.,]\d+)?`;
const RANGE = new RegExp(String.raw`^(${NUMBER})(?:\s?(?:–|-|à|to)\s?(${NUMBER}))?\+?$`, 'u');

const APPROX: Record<Language, Array<[RegExp, string]>> = {
  french: [
    [/^(?:environ|env\.?|~)\s*/iu, 'environ '],
    [/^jusqu['’]\s?[aà]\s+/iu, "jusqu'à "],
    [/^(?:plus de|près de|en moyenne)\s+/iu, ''],
  ],
  english: [
    [/^(?:approx\.?|approximately|c\.|~)\s*/iu, 'about '],
    [/^(?:about|around|up to|over|more than|roughly|nearly|almost|on average)\s+/iu, ''],
  ],
};

// How often, in French: 'par jour', 'le samedi soir', 'chaque semaine'.
const FRENCH_RATE = String.raw`par (?:jour|nuit|semaine|mois|an|soir|service|poste|heure|garde|week-end|saison)|le (?:samedi|dimanche|vendredi|week-end)(?: (?:soir|midi))?|chaque (?:jour|nuit|semaine|mois|année|soir)`;
const FRENCH_RATE_ANYWHERE = new RegExp(String.raw`(?<!\p{L})(?:${FRENCH_RATE})(?!\p{L})`, 'u');

/** Whether a French phrase says how often ('… par an', 'chaque semaine'): what is done at a rate is a habit. */
export function saysARate(phrase: string): boolean {
  return FRENCH_RATE_ANYWHERE.test(phrase);
}

const RATE: Record<Language, RegExp> = {
  french: new RegExp(String.raw`^(?:${FRENCH_RATE})(?=\s|$)`, 'u'),
  english: /^(?:(?:a|per|each) (?:day|night|week|month|year|shift|hour|evening|term)|on (?:a )?(?:Saturday|Sunday|Friday)s?(?: (?:night|evening)s?)?)(?=\s|$)/u,
};
const YEAR: Record<Language, RegExp> = { french: /^en (?:19|20)\d{2}(?=\s|$)/u, english: /^in (?:19|20)\d{2}(?=\s|$)/u };

// English puts up to two words before the things counted ('14 regular gardens', '6 boiler repairs'); none of them a link.
const NOT_A_QUALIFIER = /^(?:of|the|a|an|and|or|to|in|on|at|for|per|with|from|by)$/u;

// What French writes after a counted noun to say which: 'de tradition', 'spéciaux' (one word in the plural), not a rate.
const FRENCH_QUALIFIER = /^(?:de (?!(?:la|le|les)\b)\p{Ll}+|(?!(?:par|les|des|et)\b)\p{Ll}+[sx])(?=\s|$)/u;

type Count = { approx: string; count: string; things: string; entry: Entry; rate: string | null; year: string | null; participle: boolean };

function entryAt(words: string, language: Language): { entry: Entry; things: string } | null {
  for (const entry of countedWork.entries) {
    const nouns = [...entry[language]].sort((a, b) => b.length - a.length);
    const noun = nouns.find((each) => words === each || words.startsWith(`${each} `));
    if (noun !== undefined) return { entry, things: noun };
  }
  return null;
}

function participleAt(rest: string, entry: Entry): string | null {
  // French agrees the participle with what was counted ('salles de bains refaites'); English has one form.
  for (const form of entry.participles) {
    const found = new RegExp(`^${form}(?:e|s|es)?(?=\\s|$)`, 'u').exec(rest);
    if (found !== null) return found[0];
  }
  return null;
}

/** One item of a CV line read as a count of work, or null when any word of it is outside the rule's shape. */
function readCount(item: string, language: Language): Count | null {
  let text = item.trim().replace(/[.;:]$/u, '').replace(/\s+/gu, ' ');
  let approx = '';
  for (const [pattern, said] of APPROX[language]) {
    const found = pattern.exec(text);
    if (found === null) continue;
    approx = said === '' ? found[0].toLowerCase() : said;
    text = text.slice(found[0].length);
    break;
  }
  const words = text.split(' ');
  // The count, alone or a range ('8 à 10', '70–90', '8–10').
  const at = RANGE.test(words.slice(0, 3).join(' ')) ? 3 : 1;
  const range = RANGE.exec(words.slice(0, at).join(' '));
  if (range === null || (range[1] === '1' && range[2] === undefined)) return null;
  const count = words.slice(0, at).join(' ').replace(/\s?(?:–|-)\s?/u, '–');
  let rest = words.slice(at).join(' ');
  let qualifiers = '';
  let found = entryAt(rest, language);
  for (let skip = 1; found === null && language === 'english' && skip <= 2; skip += 1) {
    const before = rest.split(' ').slice(0, skip);
    if (before.some((word) => !/^\p{Ll}[\p{Ll}-]*$/u.test(word) || NOT_A_QUALIFIER.test(word))) break;
    found = entryAt(rest.split(' ').slice(skip).join(' '), language);
    if (found !== null) qualifiers = `${before.join(' ')} `;
  }
  if (found === null) return null;
  rest = rest.slice(qualifiers.length + found.things.length).trim();
  // French qualifies what it counts after the noun ('baguettes de tradition', 'pains spéciaux'), and may count a second
  // thing of the same kind ('… et 120 pains spéciaux'): a baker's 'Environ 500 baguettes de tradition et 120 pains
  // spéciaux par nuit'.
  let things = `${qualifiers}${found.things}`;
  const qualifier = (phrase: string): string => (participleAt(phrase, found.entry) === null ? (FRENCH_QUALIFIER.exec(phrase)?.[0] ?? '') : '');
  if (language === 'french') {
    const after = qualifier(rest);
    things += after === '' ? '' : ` ${after}`;
    rest = rest.slice(after.length).trim();
    const second = new RegExp(`^et (${NUMBER}) `, 'u').exec(rest);
    const more = second === null ? null : entryAt(rest.slice(second[0].length), language);
    if (second !== null && more !== null && more.entry === found.entry) {
      const tail = rest.slice(second[0].length + more.things.length).trim();
      const its = qualifier(tail);
      things += ` et ${second[1] ?? ''} ${more.things}${its === '' ? '' : ` ${its}`}`;
      rest = tail.slice(its.length).trim();
    }
  }
  const participle = participleAt(rest, found.entry);
  if (participle !== null) rest = rest.slice(participle.length).trim();
  const rate = RATE[language].exec(rest)?.[0] ?? null;
  if (rate !== null) rest = rest.slice(rate.length).trim();
  const year = YEAR[language].exec(rest)?.[0] ?? null;
  if (year !== null) rest = rest.slice(year.length).trim();
  // A count of things alone ('82 chambres', 'a 40-cover restaurant') may say what a workplace has, not what was done. A
  // total the CV closes with its own participle ('41 ventes signées en 2025') keeps that verb: the counted results of
  // nominal-clause.ts and evidence-clause.ts tell it ('j'ai signé 41 ventes en 2025'); only a rate needs this lexicon's present.
  if (rest !== '' || (rate === null && (year === null || participle !== null))) return null;
  return { approx, count, things, entry: found.entry, rate, year, participle: participle !== null };
}

const elided = (verb: string): string => (/^[aeéèêiouyh]/iu.test(verb) ? `j'${verb}` : `je ${verb}`);

function told(count: Count, language: Language, current: boolean): string {
  const { approx, entry, rate, year } = count;
  const object = [`${approx}${count.count} ${count.things}`, rate, year].filter((part) => part !== null).join(' ');
  // A rate is a habit: said in the present while the job lasts, in the imperfect after; a year or a total is done.
  const habit = rate !== null && year === null;
  if (language === 'french') return habit ? `${elided(current ? entry.fr.present : entry.fr.imperfect)} ${object}` : `j'ai ${entry.fr.participle} ${object}`;
  return `I ${habit && current ? entry.en.present : entry.en.past} ${object}`;
}

/**
 * A CV line, or the one item of it, that counts work done, told as a first-person clause in the letter's language
 * ('env. 600 baguettes par nuit' → 'je faisais environ 600 baguettes par nuit' for a past job). `alone`: only when
 * the whole line is the count; otherwise the first item of a list that is one ('four à bois, pâte maison, jusqu'à 150
 * pizzas le samedi soir' → 'je fais jusqu'à 150 pizzas le samedi soir'), the others left unsaid.
 */
export function countedWorkClause(line: string, language: Language, current: boolean, alone: boolean): string | null {
  const items = alone ? [line] : line.replace(/\s+/gu, ' ').split(/ ?[,;] | [,;] ?| [–—] /u);
  for (const item of items) {
    const count = readCount(item.replace(/^[-•*·▪]\s*/u, ''), language);
    if (count !== null) return told(count, language, current);
  }
  return null;
}

/** True when a list's item says how much rather than what ('environ 15 ventes par semaine', 'about 25 jobs a week', '300+
 * customers a shift'): no duty of the list. A year alone is none. */
export function isAmountItem(item: string, language: Language): boolean {
  const text = item.trim();
  const bare = APPROX[language].reduce((rest, [pattern]) => rest.replace(pattern, ''), text);
  return /^\d/u.test(bare) && !/^(?:19|20)\d{2}$/u.test(text);
}

// More things listed before the amount read as the CV pasted in ('leaks, taps, toilets, showers, blocked wastes…').
const MAX_LISTED_DUTIES = 4;

/**
 * Rule 'duties, then how many': 'espresso, milk steaming, latte art, 300+ customers a shift' (a barista's thin CV),
 * 'Conseil en montures et verres progressifs, environ 15 ventes par semaine' (an optician's), 'four à bois, pâte maison,
 * jusqu'à 150 pizzas le samedi soir' (a pizzaiolo's): the duties before the first amount are told by the voice's own list
 * clause when it takes them, then the amount by its verb; what follows the amount ('4.9 stars…', 'four à sole Bongard') is
 * unsaid, and an amount the lexicon cannot tell ('60+ night shifts') leaves the whole line unsaid.
 */
export function dutiesThenCount(text: string, language: Language, current: boolean, listClause: (duties: string) => string | null): string | null {
  const items = text.trim().replace(/[.;]$/u, '').replace(/\s+/gu, ' ').split(/ ?, /u);
  const at = items.findIndex((item) => isAmountItem(item, language));
  if (at < 0) return null;
  const count = items.slice(at).map((item) => countedWorkClause(item, language, current, false)).find((clause) => clause !== null);
  if (count === undefined) return null;
  const duties = at === 0 || at > MAX_LISTED_DUTIES ? null : listClause(items.slice(0, at).join(', '));
  return duties === null ? count : `${duties}, ${language === 'french' ? 'et' : 'and'} ${count}`;
}
