import { detectTextLanguage } from '../text/detect-language.ts';
import { hasCompanyMark } from '../text/company-marks.ts';
import { cleanCompany, findCompany, usualSpelling } from './find-company.ts';
import { withoutChatStamps } from './chat-export.ts';
import { findContract } from './find-contract.ts';
import { findLocation } from './find-location.ts';
import { findPosition } from './find-position.ts';
import { forwardedMessage } from './forwarded-email.ts';
import { headerEmployers, recruitsForUnnamedClient } from './header-employer.ts';
import { englishTitleCase } from './position-casing.ts';
import { withoutPageChrome } from './page-chrome.ts';
import type { PostingProfile } from './posting-profile.ts';
import { postingLines, withBullet } from './posting-lines.ts';
import { AUDIENCE, namesOrganisation, readHeader } from './read-header.ts';
import { socialPostBody } from './social-post-footer.ts';
import { sortItems } from './sort-items.ts';
import { linesOf, splitSections, withBoardHeader } from './split-sections.ts';

// A company section often opens with the bare name, as France Travail and APEC show it: 'Entreprise\nCLINIQUE DU PARC\n…'.
function nameOpening(companyLines: readonly string[]): string | null {
  const first = companyLines[0];
  // France Travail shows an unnamed employer's size band there instead ('Entreprise\n10 à 19 salariés', read-header.ts's AUDIENCE).
  if (first === undefined || /[.!?;]$/.test(first) || first.split(' ').length > 6 || AUDIENCE.test(first.trim())) return null;
  return cleanCompany(first);
}

// A branch or a department is named beside its employer ('Agence de Nantes Est', 'Milton Keynes branch',
// 'Blood Sciences'): a name that says what kind of organisation it is comes first, a branch last.
const BRANCH = /^(?:agence|site|antenne|succursale|branch)\b|\bbranch$/iu;

function byEmployerLikelihood(names: readonly string[]): string[] {
  const rank = (name: string): number => (BRANCH.test(name) ? 2 : namesOrganisation(name) || hasCompanyMark(name) ? 0 : 1);
  return [...names].sort((a, b) => rank(a) - rank(b));
}

// 'Les Tilleuls, établissement de…' under a header naming 'EHPAD Les Tilleuls', 'Willow Grange is…' under
// 'Willow Grange Care Home': the header's is the full name.
function fullerName(name: string, headerNames: readonly string[]): string {
  const fuller = (candidate: string): boolean => candidate.endsWith(` ${name}`) || candidate.startsWith(`${name} `);
  return headerNames.find((candidate) => candidate.length > name.length && fuller(candidate)) ?? name;
}

// 'Les Transports Girard recherchent…' under a header naming 'Transports Girard': the article is the sentence's.
function withoutArticle(name: string, headerNames: readonly string[]): string {
  const rest = /^(?:les|le|la|the) (.+)$|^l['’](.+)$/iu.exec(name);
  const bare = rest?.[1] ?? rest?.[2];
  return headerNames.find((candidate) => candidate.toLocaleLowerCase('fr') === bare?.toLocaleLowerCase('fr')) ?? name;
}

// 'KITCHEN PORTER WANTED / Weekends, call 07700 900123' has too few function words to tell its language, but the
// words of an English small ad or a pound sign say it is one, and its title shouted in capitals is cased as English
// titles are ('Kitchen Porter', not 'Kitchen porter').
const ENGLISH_AD = /£|\b(?:wanted|needed|required|hiring|apply|call|per hour|weekends?|immediate start)\b/i;

const FRENCH_GENDER = /\b[HF] ?\/ ?[HF]\b/;

function shortAdLanguage(text: string, title: string): 'english' | null {
  const shouted = text.includes(title.toLocaleUpperCase('en'));
  return shouted && ENGLISH_AD.test(text) && !FRENCH_GENDER.test(text) ? 'english' : null;
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
  const page = postingLines(text);
  const message = forwardedMessage(withoutChatStamps(withoutPageChrome(page)));
  const lines = socialPostBody(message.lines);
  const sections = withBoardHeader(splitSections(lines));
  const headLines = sections[0]?.lines ?? [];
  const header = readHeader(headLines);
  const companyLines = linesOf(sections, 'company');
  // Boards open their job description with the company's own words ('About the job', 'Full job description'); a list's
  // item is the job's, never the company's ('👉 Wheel builds and truing', a bike shop's post: 'Wheel' had been the employer).
  const openings = sections.filter((section) => section.kind === 'missions').flatMap((section) => section.lines.slice(0, 2)).filter((line) => !withBullet(line));
  // Many close on the company's own words ('Pennock & Hale has supplied builders' merchants since 1968…').
  const closing = lines.slice(-1).filter((line) => !withBullet(line));
  const introText = [...headLines, ...companyLines, ...openings, ...closing].join('\n');

  const namedInSection = nameOpening(companyLines);
  const joined = lines.join('\n');
  const headerNames = byEmployerLikelihood(
    headerEmployers(
      header.names.map((name) => cleanCompany(name)).filter((name) => name !== null),
      joined,
      header.lines,
    ),
  );
  const found = findCompany(joined, introText) ?? namedInSection ?? headerNames[0] ?? null;
  const company = found === null ? null : usualSpelling(fullerName(withoutArticle(found, headerNames), headerNames), joined);

  const lists = sortItems({
    sections,
    introLines: headLines.filter((line) => !header.lines.includes(line)),
    names: [...new Set([company, found].filter((name) => name !== null))],
    // A size band in the name's place is no description either.
    nameOpensCompanySection: namedInSection !== null || AUDIENCE.test(companyLines[0]?.trim() ?? ''),
  });

  const language = detectTextLanguage(text);
  // A forwarded mail's subject names the job when its text does not: 'Subject: Vacancy: Assistant Keeper'.
  const position = findPosition(lines, company, page) ?? (message.subject === null ? null : findPosition([message.subject]));
  return {
    language,
    company,
    position: position !== null && (language ?? shortAdLanguage(text, position)) === 'english' ? englishTitleCase(position) : position,
    location: findLocation(lines, header.places, [...headLines, ...companyLines]),
    contract: findContract(lines, header.lines),
    ...lists,
    forUnnamedClient: recruitsForUnnamedClient(joined),
  };
}
