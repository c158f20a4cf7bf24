import { detectTextLanguage } from '../text/detect-language.ts';
import { foldText } from '../text/fold.ts';
import { addressesCandidate, isDetail, isHiring, isMission, isNiceToHave, isRequirement } from './classify-sentences.ts';
import { companyMention } from './describe-company.ts';
import { cleanCompany, findCompany, usualSpelling } from './find-company.ts';
import { findContract } from './find-contract.ts';
import { findLocation } from './find-location.ts';
import { findPosition } from './find-position.ts';
import type { PostingProfile } from './posting-profile.ts';
import { itemsOf } from './posting-items.ts';
import { postingLines, withBullet } from './posting-lines.ts';
import { readHeader } from './read-header.ts';
import { linesOf, splitSections, type PostingSection } from './split-sections.ts';

// A company section often opens with the bare name, as France Travail and APEC show it: 'Entreprise\nCLINIQUE DU PARC\n…'.
function nameOpening(companyLines: readonly string[]): string | null {
  const first = companyLines[0];
  if (first === undefined || /[.!?;]$/.test(first) || first.split(' ').length > 6) return null;
  return cleanCompany(first);
}

// A hiring sentence that first says who hires: 'Fintalk, fintech lyonnaise de 120 personnes, recrute…',
// 'Le Groupe Marsan (450 collaborateurs…) recherche…', 'École bilingue de 140 élèves, l'École X recrute…'.
function introducesHiring(sentence: string, names: readonly string[]): boolean {
  if (!isHiring(sentence)) return false;
  const folded = foldText(sentence).replace(/['’]/g, ' ');
  return names.some((name) => {
    const key = foldText(name).replace(/['’]/g, ' ');
    return [`${key},`, `${key} (`, `, ${key}`, `, l ${key}`, `, la ${key}`, `, le ${key}`].some((form) => folded.includes(form));
  });
}

// 'Les Tilleuls, établissement de…' under a header naming 'EHPAD Les Tilleuls', 'Willow Grange is…' under
// 'Willow Grange Care Home': the header's is the full name.
function fullerName(name: string, headerNames: readonly string[]): string {
  const fuller = (candidate: string): boolean => candidate.endsWith(` ${name}`) || candidate.startsWith(`${name} `);
  return headerNames.find((candidate) => candidate.length > name.length && fuller(candidate)) ?? name;
}

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

function has(sections: readonly PostingSection[], kind: PostingSection['kind']): boolean {
  return sections.some((section) => section.kind === kind && section.lines.length > 0);
}

/**
 * Reads everything the letter needs from a job posting as job seekers paste it: board headers
 * ('Senior Data Analyst – Spotify – Stockholm', 'Talent Acquisition Manager (H/F) – CDI – Lyon'),
 * labelled fields, sectioned posts (LinkedIn, Indeed, Welcome to the Jungle, APEC, France Travail,
 * in French or English) and plain prose ('X operates… We are hiring a…'). Sentences outside any
 * recognised section are sorted by what they say: the company about itself, the missions, the
 * requirements. Every regex and loop here is linear in the text's length.
 */
export function analyzePosting(text: string): PostingProfile {
  const lines = postingLines(text);
  const sections = splitSections(lines);
  const headLines = sections[0]?.lines ?? [];
  const header = readHeader(headLines);
  const companyLines = linesOf(sections, 'company');
  // Boards open their job description with the company's own words ('About the job', 'Full job description').
  const openings = sections.filter((section) => section.kind === 'missions').flatMap((section) => section.lines.slice(0, 2));
  const introText = [...headLines, ...companyLines, ...openings].join('\n');

  const namedInSection = nameOpening(companyLines);
  const headerNames = header.names.map((name) => cleanCompany(name)).filter((name) => name !== null);
  const found = findCompany(lines.join('\n'), introText) ?? namedInSection ?? headerNames[0] ?? null;
  const company = found === null ? null : usualSpelling(fullerName(found, headerNames), lines.join('\n'));

  const hasCompany = has(sections, 'company');
  const hasMissions = has(sections, 'missions');
  const hasProfile = has(sections, 'profile');
  const profile: Omit<PostingProfile, 'language' | 'company' | 'position' | 'location' | 'contract'> = {
    companyDescription: [],
    missions: [],
    required: [],
    niceToHave: [],
  };
  // 'Vous maîtrisez un WMS ; la connaissance de SAP est un plus': each clause goes to its own list.
  const addRequirement = (item: string): void => {
    const clauses = item.split(/ ?; /);
    const parts = clauses.length > 1 && clauses.some(isNiceToHave) ? clauses : [item];
    for (const part of parts) (isNiceToHave(part) ? profile.niceToHave : profile.required).push(part);
  };
  const names = [...new Set([company, found].filter((name) => name !== null))];
  // A sentence that opens with the company's name describes it even when it says 'you' ('Monzo is a
  // bank that lives on your phone'); one that only names it further on must not talk to the candidate.
  const describes = (item: string, strict = false): boolean => {
    if (isHiring(item)) return false;
    const mention = companyMention(item, names);
    if (mention === 'opens') return !addressesCandidate(item) || names.some((name) => item.startsWith(name));
    return mention === 'names' && !strict && !addressesCandidate(item);
  };

  const introLines = headLines.filter((line) => !header.lines.includes(line));
  if (!hasMissions) profile.missions.push(...itemsOf(listAfterIntro(introLines)));
  const intro = itemsOf(introLines.filter((line) => !withBullet(line))).filter((item) => !isDetail(item));
  for (const item of intro) {
    if (describes(item) || introducesHiring(item, names)) profile.companyDescription.push(item);
    else if (!hasMissions && isMission(item) && !isHiring(item)) profile.missions.push(item);
    else if (!hasProfile && isRequirement(item) && !isHiring(item)) addRequirement(item);
  }
  for (const section of sections) {
    const lines = section.kind === 'company' && namedInSection !== null ? section.lines.slice(1) : section.lines;
    const items = itemsOf(lines).filter((item) => !isDetail(item));
    if (section.kind === 'company') {
      profile.companyDescription.push(...items.filter((item) => !isHiring(item) && !addressesCandidate(item)));
    } else if (section.kind === 'missions') {
      for (const item of items) {
        if (!hasCompany && (describes(item, true) || introducesHiring(item, names))) profile.companyDescription.push(item);
        else if (!hasProfile && isRequirement(item) && !isMission(item)) addRequirement(item);
        else profile.missions.push(item);
      }
    } else if (section.kind === 'profile') {
      items.forEach(addRequirement);
    } else if (section.kind === 'niceToHave') {
      profile.niceToHave.push(...items);
    }
  }

  return {
    language: detectTextLanguage(text),
    company,
    position: findPosition(lines),
    location: findLocation(lines, header.places, [...headLines, ...companyLines]),
    contract: findContract(lines, header.lines),
    ...profile,
  };
}
