import { LIMITS } from '@lettra/letter-engine';
import { parseHTML } from 'linkedom';
import { findJobPosting, type JobPostingData } from './job-posting-json-ld.ts';
import { isLongEnough, mainText, type PageDocument } from './main-text.ts';

/** The fields read from a JobPosting; each null when the page gives none (the step-2 reading then reads the text). */
export interface PostingFieldsRead {
  company: string | null;
  position: string | null;
  place: string | null;
  contract: string | null;
}

/** What a page holds for the posting field: plain data, since it crosses from an engine worker. */
export type PostingPageReading =
  | { kind: 'posting'; text: string; fields: PostingFieldsRead }
  | { kind: 'login' }
  | { kind: 'not-a-posting' };

const NO_FIELDS: PostingFieldsRead = { company: null, position: null, place: null, contract: null };

/**
 * Reads a posting's page, in the order (#24): the schema.org JobPosting most job boards embed,
 * else the page's main text. A page with neither is a sign-in page when it has a password field,
 * else no posting at all. The text fits the posting field (LIMITS.postingMaxChars).
 */
export function readPostingPage(html: string): PostingPageReading {
  const document = parsePage(html);
  const blocks = [...document.querySelectorAll('script')]
    .filter((script) => (script.getAttribute('type') ?? '').trim().toLowerCase().startsWith('application/ld+json'))
    .map((script) => script.textContent ?? '');
  const posting = findJobPosting(blocks);
  if (posting && (posting.description !== '' || posting.position !== null)) {
    const { position, company, place, contract } = posting;
    return { kind: 'posting', text: fitted(postingText(posting)), fields: { company, position, place, contract } };
  }
  // Before Readability, which changes the document.
  const asksPassword = [...document.querySelectorAll('input')].some((input) => input.getAttribute('type')?.trim().toLowerCase() === 'password');
  const text = mainText(document);
  if (isLongEnough(text)) return { kind: 'posting', text: fitted(text), fields: NO_FIELDS };
  return { kind: asksPassword ? 'login' : 'not-a-posting' };
}

function parsePage(html: string): PageDocument {
  // linkedom builds no body around a bare fragment, as a browser would.
  const page = /<html[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`;
  return parseHTML(page).document as unknown as PageDocument;
}

/**
 * The posting as a reader pastes it: the position, labelled lines that the posting reader knows
 * (letter-engine's find-company: 'Entreprise : X'), the description, then the lists the description
 * does not already hold.
 */
function postingText(posting: JobPostingData): string {
  const header = [
    posting.position,
    posting.company && `Entreprise : ${posting.company}`,
    posting.place && `Lieu : ${posting.place}`,
    posting.contract && `Contrat : ${posting.contract}`,
  ].filter((line): line is string => Boolean(line));
  const said = squeezed(posting.description);
  const sections = posting.sections
    .map(({ heading, lines }) => ({ heading, lines: lines.filter((line) => !said.includes(squeezed(line))) }))
    .filter(({ lines }) => lines.length > 0)
    .map(({ heading, lines }) => [heading, ...lines.map((line) => `- ${line}`)].join('\n'));
  return [header.join('\n'), posting.description, ...sections].filter((part) => part !== '').join('\n\n');
}

function squeezed(text: string): string {
  return text.replace(/\s+/g, ' ').toLowerCase();
}

// Cut at the last line that fits: the user checks the text anyway, and the form refuses a longer one.
function fitted(text: string): string {
  if (text.length <= LIMITS.postingMaxChars) return text;
  const cut = text.slice(0, LIMITS.postingMaxChars);
  const lastBreak = cut.lastIndexOf('\n');
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : cut).trimEnd();
}
