import { foldText } from '../text/fold.ts';
import { readSentence, type Sentence } from './classify-sentences.ts';
import { companyMention } from './describe-company.ts';
import type { PostingProfile } from './posting-profile.ts';
import { itemsOf } from './posting-items.ts';
import { withBullet } from './posting-lines.ts';
import type { PostingSection } from './split-sections.ts';

/** The lists of a posting profile. */
export type PostingLists = Pick<PostingProfile, 'companyDescription' | 'missions' | 'required' | 'niceToHave'>;

/** What the sorting needs besides the sections. */
export type SortingContext = {
  sections: readonly PostingSection[];
  /** Head lines that are sentences, not the header's title, place or contract lines. */
  introLines: readonly string[];
  /** The company's names as the posting writes them ('EHPAD Les Tilleuls', 'Les Tilleuls'). */
  names: readonly string[];
  /** The company section opens with the bare name (France Travail, APEC): skip that line. */
  nameOpensCompanySection: boolean;
};

// 'We are looking for a Year 3 teacher who will:' then bullets, before any heading: those are missions.
function listAfterIntro(lines: readonly string[]): string[] {
  const introAt = lines.findIndex((line, index) => line.endsWith(':') && withBullet(lines[index + 1] ?? ''));
  if (introAt < 0) return [];
  const list: string[] = [];
  for (const line of lines.slice(introAt + 1)) {
    if (!withBullet(line)) break;
    list.push(line);
  }
  return list;
}

// A hiring sentence that first says who hires: 'Fintalk, fintech lyonnaise de 120 personnes, recrute…',
// 'Le Groupe Marsan (450 collaborateurs…) recherche…', 'École bilingue de 140 élèves, l'École X recrute…'.
function introducesHiring(sentence: Sentence, names: readonly string[]): boolean {
  if (!sentence.hiring) return false;
  return names.some((name) => {
    const key = foldText(name).replace(/['’]/g, ' ');
    return [`${key},`, `${key} (`, `, ${key}`, `, l ${key}`, `, la ${key}`, `, le ${key}`].some((form) => sentence.folded.includes(form));
  });
}

function has(sections: readonly PostingSection[], kind: PostingSection['kind']): boolean {
  return sections.some((section) => section.kind === kind && section.lines.length > 0);
}

function sentencesOf(lines: readonly string[]): Sentence[] {
  return itemsOf(lines)
    .map(readSentence)
    .filter((sentence) => !sentence.detail);
}

/**
 * Sorts the posting's items into the company's description, the missions, the required and the
 * nice-to-have lists: by section when the posting has headings, by what each sentence says when it
 * has none (an opening paragraph, an APEC 'Descriptif du poste' holding everything).
 */
export function sortItems({ sections, introLines, names, nameOpensCompanySection }: SortingContext): PostingLists {
  const lists: PostingLists = { companyDescription: [], missions: [], required: [], niceToHave: [] };
  const hasCompany = has(sections, 'company');
  const hasMissions = has(sections, 'missions');
  const hasProfile = has(sections, 'profile');

  // 'Vous maîtrisez un WMS ; la connaissance de SAP est un plus': each clause goes to its own list.
  const addRequirement = (sentence: Sentence): void => {
    const clauses = sentence.text.split(/ ?; /).map(readSentence);
    const parts = clauses.length > 1 && clauses.some((clause) => clause.niceToHave) ? clauses : [sentence];
    for (const part of parts) (part.niceToHave ? lists.niceToHave : lists.required).push(part.text);
  };
  // A sentence that opens with the company's name describes it even when it says 'you' ('Monzo is a
  // bank that lives on your phone'); one that only names it further on must not talk to the candidate.
  const describes = (sentence: Sentence, strict = false): boolean => {
    if (sentence.hiring) return false;
    const mention = companyMention(sentence.folded, names);
    if (mention === 'opens') return !sentence.addressesCandidate || names.some((name) => sentence.text.startsWith(name));
    return mention === 'names' && !strict && !sentence.addressesCandidate;
  };

  if (!hasMissions) lists.missions.push(...itemsOf(listAfterIntro(introLines)));
  for (const sentence of sentencesOf(introLines.filter((line) => !withBullet(line)))) {
    if (describes(sentence) || introducesHiring(sentence, names)) lists.companyDescription.push(sentence.text);
    else if (!hasMissions && sentence.mission && !sentence.hiring) lists.missions.push(sentence.text);
    else if (!hasProfile && sentence.requirement && !sentence.hiring) addRequirement(sentence);
  }
  for (const section of sections) {
    const lines = section.kind === 'company' && nameOpensCompanySection ? section.lines.slice(1) : section.lines;
    const sentences = section.kind === 'head' ? [] : sentencesOf(lines);
    if (section.kind === 'company') {
      const own = sentences.filter((sentence) => !sentence.hiring && !sentence.addressesCandidate);
      lists.companyDescription.push(...own.map((sentence) => sentence.text));
    } else if (section.kind === 'missions') {
      for (const sentence of sentences) {
        if (!hasCompany && (describes(sentence, true) || introducesHiring(sentence, names))) lists.companyDescription.push(sentence.text);
        else if (!hasProfile && sentence.requirement && !sentence.mission) addRequirement(sentence);
        else lists.missions.push(sentence.text);
      }
    } else if (section.kind === 'profile') {
      sentences.forEach(addRequirement);
    } else if (section.kind === 'niceToHave') {
      lists.niceToHave.push(...sentences.map((sentence) => sentence.text));
    }
  }
  return lists;
}
