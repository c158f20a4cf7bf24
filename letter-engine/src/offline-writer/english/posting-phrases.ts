import { bare, lowerFirst } from '../phrase-kit.ts';

function toSecondPerson(text: string): string {
  return text
    .replace(/\bwe['’]re\b/gi, "you're")
    .replace(/\bwe\b/gi, 'you')
    .replace(/\bour\b/gi, 'your')
    .replace(/\bours\b/gi, 'yours')
    .replace(/\bus\b/g, 'you');
}

const NOT_A_FACT = /\b(?:you|your|i|hiring|recruit\w*|looking for|apply\w*|candidate\w*|join\w*|role|position|vacancy)\b/i;
const VERB = /\b(?:is|are|has|have|operates?|provides?|helps?|builds?|runs?|employs?|serves?|offers?|develops?|designs?|makes?|sells?|delivers?|manages?|supports?|creates?|connects?|works?|powers?|brings?|cares?|treats?|welcomes?|produces?|distributes?|owns?|leads?|trains?|grew|was|were|strengthens?|opens?|launch(?:es)?|invests?|expands?|continues?|aims?|specialises?|specializes?|focuses|focus|partners?|designs?|ships?|handles?|processes|employs?|counts?|reaches|reach|hosts?)\b/i;
const COMMON_START = /^(?:the|a|an|with|since|founded|as|in|for|it|they|this|these|its|your|you|based|headquartered)\b/i;

/**
 * A sentence of the posting's company presentation turned into a clause the letter can take up
 * after 'that': 'We operate 12 clinics' → 'you operate 12 clinics'; 'Northwind provides…' stays.
 * Null for sentences about the hiring, addressed to the reader, without a verb, or too long.
 */
export function englishCompanyFact(sentence: string, company: string | null): string | null {
  let text = bare(sentence).replace(/\s+/g, ' ');
  const words = text.split(' ').length;
  if (words < 4 || words > 32 || NOT_A_FACT.test(text)) return null;
  if (company !== null) text = text.replace(/^the company\b/i, company);
  if (company !== null && text.startsWith(`${company}, `) && !VERB.test(text.split(',')[1] ?? '')) {
    text = text.replace(`${company}, `, `${company} is `);
  }
  text = toSecondPerson(text);
  if (!VERB.test(text)) return null;
  return COMMON_START.test(text) ? lowerFirst(text) : text;
}

/** A mission of the posting as the letter can take it up: a base verb ('build…'), a gerund ('managing…') or a noun phrase. */
export type EnglishMission = { form: 'verb' | 'gerund' | 'noun'; text: string };

const NOT_BASE = /^(?:the|a|an|daily|weekly|strong|key|all|end|full|new|our|your|management|ownership|support|responsibility)$/i;
// 'Preferred experience', 'In-cab Microlise tablet', 'Due to…': a participle or a preposition opens no task.
const NOT_A_VERB = /^(?:\p{L}+[^e\W]ed|in|on|at|for|with|due|from|by|of|to|per|as|after|before|during|within|in-\p{L}+)$/iu;
// 'Wound care and dressings', 'Stock control': a word before the head of a compound noun names the kind of care,
// unless it is a verb that takes that noun ('Provide care', 'Plan maintenance').
const COMPOUND_HEAD = /^(?:care|control|checks|maintenance|prevention|assessments?|administration|records)$/i;
const TAKES_OBJECT = /^(?:provide|deliver|give|take|plan|coordinate|lead|manage|support|offer|carry|ensure|improve|perform|do|conduct|oversee|undertake|complete|update|keep|maintain|check|review|record|monitor|run|organise|organize|handle)$/i;

/**
 * A mission line of the posting ('Build and maintain dashboards in Power BI for our retail
 * clients') as the letter can promise it, in the second person ('for your retail clients').
 * Long lines are cut at their first comma or parenthesis; lines addressed to the reader are left out.
 */
export function englishMission(line: string): EnglishMission | null {
  let text = bare(line).replace(/\s+/g, ' ');
  // 'Due to new contracts, we are hiring…', 'We're looking for a Line Cook': the employer speaking, not a task.
  if (/\b(?:[Yy]ou|[Yy]our|I|[Ww]e)\b/.test(text)) return null;
  if (text.split(' ').length > 18) text = bare(text.split(/\s\(|,\s|\s:\s|;\s|\s[–—-]\s/)[0] ?? '');
  const words = text.split(' ');
  if (words.length < 2 || words.length > 18) return null;
  text = toSecondPerson(lowerFirst(text));
  const first = (words[0] ?? '').toLowerCase();
  if (NOT_A_VERB.test(first)) return null;
  if (/ing$/.test(first)) return { form: 'gerund', text };
  // 'Drawbar and double-deck trailer work': a verb is not joined to the next word by 'and'.
  const joined = /^(?:and|&|or)$/i.test(words[1] ?? '') || /,$/.test(words[0] ?? '');
  const compound = COMPOUND_HEAD.test(words[1] ?? '') && !TAKES_OBJECT.test(first);
  if (/^\p{Lu}/u.test(words[0] ?? '') && !joined && !compound && !NOT_BASE.test(first) && !/(?:s|ment|tion|ance|ence|ity|ship)$/.test(first)) return { form: 'verb', text };
  return { form: 'noun', text };
}
