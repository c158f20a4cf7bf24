import type { Language } from '../rules/limits.ts';
import { de } from './french/grammar.ts';
import type { Paragraph } from './sentence.ts';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Word boundaries that know accented letters ('Éclat', 'Clinéo').
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

// 'Remote', 'Télétravail' are no city to name a team by.
const REMOTE = /remote|t[ée]l[ée]travail|hybrid/i;

type Rewrite = { pattern: RegExp; to: string };

// French names of places take their article ('Le Comptoir des Halles', 'au Comptoir', 'du Comptoir').
function frenchRewrites(core: string, place: string, team: string): Rewrite[] {
  const name = `(?:(?:le|la|les|l')\\s?)?${core}`;
  return [
    { pattern: new RegExp(`\\bau sein (?:du|de la|des|de l'|de|d')\\s?${core}`, 'giu'), to: `au sein de ${team}` },
    // 'ce poste chez Le Comptoir des Halles', 'ma candidature chez…', 'à bientôt chez…': the reader knows where.
    { pattern: new RegExp(`\\s?\\bchez ${name}`, 'giu'), to: '' },
    { pattern: new RegExp(`\\bqu'\\s?${name}`, 'giu'), to: `que ${place}` },
    { pattern: new RegExp(`\\b(?:du|de la|des|de l'|de|d')\\s?${core}`, 'giu'), to: `de ${place}` },
    { pattern: new RegExp(`${START}(?:au|aux|à la|à l'|à)\\s?${core}`, 'giu'), to: `à ${place}` },
    { pattern: new RegExp(`${START}${name}`, 'giu'), to: place },
  ];
}

function englishRewrites(core: string, team: string): Rewrite[] {
  return [
    { pattern: new RegExp(`${START}${core}['’]s?${END}`, 'gu'), to: 'your' },
    { pattern: new RegExp(`\\bthe ${core} team${END}`, 'gu'), to: team },
    { pattern: new RegExp(`\\bat ${core}${END}`, 'gu'), to: `within ${team}` },
    { pattern: new RegExp(`${START}${core}${END}`, 'gu'), to: team },
  ];
}

/**
 * A company named in every paragraph ('au sein du Comptoir des Halles' five times) reads as a
 * template: the body names it twice, in the sentences that take up the company's own presentation
 * first, else in its first and its last sentence, and elsewhere says
 * 'votre équipe de Dijon', `workplace` ('votre établissement', the word that suits
 * the trade) or 'your Stockholm team', with the city when the sentence does not already give it.
 * With the letter's head, that makes three mentions at most.
 */
export function limitCompanyMentions(
  paragraphs: readonly Paragraph[],
  where: { company: string | null; location: string | null; language: Language; workplace: string },
): Paragraph[] {
  const { company, language, workplace } = where;
  if (company === null || company.trim().length < 2) return [...paragraphs];
  const name = escape(company.replace(/^(?:le|la|les)\s+|^l'/i, ''));
  const any = new RegExp(name, language === 'french' ? 'iu' : 'u');
  // The legal form goes with the name it follows: 'Voltway Ltd' is 'your team', never 'your team Ltd'.
  const core = `${name}(?:,?\\s(?:Ltd|Limited|plc|PLC|LLP|Inc|SAS|SARL|SA|GmbH)${END})?`;
  // A stock sentence, kept only when the letter runs short, never holds one of the mentions kept;
  // the company's own presentation keeps its name first, as its subject.
  const naming = paragraphs.flat().filter((sentence) => !sentence.stock && any.test(sentence.text));
  const quotes = naming.filter((sentence) => sentence.quotesCompany);
  const kept = new Set(quotes.length > 0 ? [...quotes, naming[0]].slice(0, 2) : [naming[0], naming[naming.length - 1]]);
  const city = where.location !== null && !REMOTE.test(where.location) ? where.location : null;
  // The team named by its city once in a paragraph is 'your team' after: 'your Leicester team' twice in a closing
  // reads as a template.
  let cityTold = false;
  const rewrite = (text: string): string => {
    const local = city !== null && !cityTold && !text.includes(city) ? city : null;
    const rewrites =
      language === 'french'
        ? frenchRewrites(core, local === null ? workplace : `${workplace} ${de(local)}`, local === null ? 'votre équipe' : `votre équipe ${de(local)}`)
        : englishRewrites(core, local === null ? 'your team' : `your ${local} team`);
    const rewritten = rewrites.reduce((done, { pattern, to }) => done.replace(pattern, to), text);
    cityTold ||= local !== null && rewritten.includes(local);
    return rewritten.charAt(0).toLocaleUpperCase(language === 'french' ? 'fr' : 'en') + rewritten.slice(1);
  };
  return paragraphs.map((paragraph) => {
    cityTold = false;
    return paragraph.map((sentence) => (kept.has(sentence) || !any.test(sentence.text) ? sentence : { ...sentence, text: rewrite(sentence.text) }));
  });
}
