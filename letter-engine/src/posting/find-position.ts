import { hasCompanyMark } from '../text/company-marks.ts';
import { foldText } from '../text/fold.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import { cleanPosition } from './clean-position.ts';
import { properCase } from './position-casing.ts';
import { placeOf } from './find-location.ts';
import { isPageChrome } from './page-chrome.ts';
import { AUDIENCE, readHeader } from './read-header.ts';
import { startsLower, startsUpper } from '../text/letter-case.ts';

const POSITION_LABEL =
  /^(?:intitul[ée](?: du poste| de poste| de l['’]offre)?|titre du poste|poste|job title|title|position|role)\s?[:：]\s?(.*)$/i;
// Labels some boards use for a job family rather than the job ('Métier : Logistique'): trusted only
// when the value reads like a job title.
const FAMILY_LABEL = /^(?:fonction|emploi|m[ée]tier)\s?[:：]\s?(.+)$/i;

const SENTENCE =
  /(?:recrute|recherche|recherchons|cherche|cherchons|recrutons|is looking for|(?:are|['’]re) looking for|is hiring|are hiring|(?:we|they)['’]re hiring|is recruiting|are recruiting|seeks|is seeking|are seeking|(?:we are|we['’]re) after|à la recherche d['’] ?|(?:rejoignez|rejoindre|join) .{1,60}? (?:en tant que|comme|as))(?: ?[:!：])? (.{3,120})/i;

// Lines that talk to the reader are sentences, never the title line.
const ADDRESSES_READER = /\b(?:vous|nous|you|we|our|notre|votre)\b/i;

const GENDER = /\b(?:[HF] ?\/ ?[HF]|[MW] ?\/ ?[FWM](?: ?\/ ?[DX])?)\b/i;

function fromLabel(lines: readonly string[]): string | null {
  for (const [index, line] of lines.entries()) {
    const value = POSITION_LABEL.exec(line)?.[1]?.trim();
    if (value === undefined) continue;
    const position = cleanPosition(value.length > 0 ? value : (lines[index + 1] ?? ''));
    if (position !== null) return position;
  }
  return null;
}

function fromFamilyLabel(lines: readonly string[]): string | null {
  for (const line of lines) {
    const value = FAMILY_LABEL.exec(line)?.[1];
    const position = value === undefined ? null : cleanPosition(value);
    if (position !== null && looksLikeJobTitle(position)) return position;
  }
  return null;
}

// A title line may itself be a sentence: 'Acme recrute un(e) Comptable (H/F)'.
// 'We're hiring! The Copper Fox is looking for a Bartender': when what follows one hiring verb names no job,
// another verb further on may.
const MAX_HIRING_VERBS = 3;

// 'We're hiring: Recruitment Resourcer', 'On recrute : agent de quai': after the hiring verb and a colon comes the job
// itself, even in a trade the dictionary does not know.
const INTRODUCED = /[:：] $/;
const MAX_INTRODUCED_WORDS = 6;
// 'We are looking for: someone who…', 'Nous recherchons : des personnes motivées': a person, not a post, when only
// small words follow ('Talent Resourcer' is a post).
const PERSONS = /^(?:someone|somebody|anyone|people|persons?|candidates?|candidats?|personnes?|quelqu['’]un|profils?|talents?|you|vous|volunteers?|b[ée]n[ée]voles?|renforts?)$/i;

function namesAPerson(phrase: string): boolean {
  const [first = '', ...rest] = phrase.split(' ');
  return PERSONS.test(first) && rest.every((word) => !startsUpper(word));
}

function fromSentenceLine(line: string): string | null {
  let rest = line;
  for (let verbs = 0; verbs < MAX_HIRING_VERBS; verbs += 1) {
    const match = SENTENCE.exec(rest);
    const phrase = match?.[1];
    if (match === null || phrase === undefined) return null;
    const position = cleanPosition(phrase.split(/[.,;:!?]/)[0] ?? '');
    const introduced = INTRODUCED.test(match[0].slice(0, match[0].length - phrase.length));
    // Rule 'hiring shout, then the sentence': after 'We're hiring!' comes a sentence with a hiring verb of its own
    // ('The Copper Fox is looking for a Bartender', '💙 WE ARE HIRING! 💙 Brightwater Supported Living is hiring
    // Support Workers'); the job is the one that verb names, never the sentence.
    const holdsAnotherVerb = position !== null && SENTENCE.test(position);
    if (position !== null && !holdsAnotherVerb && (looksLikeJobTitle(position) || (introduced && position.split(' ').length <= MAX_INTRODUCED_WORDS && !namesAPerson(position)))) return position;
    rest = phrase;
  }
  return null;
}

// The title line: among the first lines, one that is not a sentence and reads like a job title;
// a gender marker ('(H/F)') makes it certain.
// A board's breadcrumb ('Jobs > Kitchen Porter jobs > Kitchen Porter jobs in Bath') names a search, not the job.
// One arrow alone may be the job's: 'Traducteur·rice anglais > français'. A careers page's breadcrumb may use slashes
// ('Home / Vacancies / Nursing / Staff Nurse'), which titles use too ('Serveur / Barman / Runner'): only after the
// page's own first crumb.
const BREADCRUMB =
  /^(?:(?:home|jobs|careers|vacancies|accueil|emplois?|carri[èe]res|recrutement|offres?(?: d['’]emploi)?) [>›»/] |(?:[^>›»]+ [>›»] ){2})/i;

function fromTitleLine(lines: readonly string[], company: string | null): string | null {
  // The employer's own name opening a line ('Azur Prestige Chauffeurs' heading its social post, '🚘 AZUR PRESTIGE
  // CHAUFFEURS RECRUTE 🚘') is not the title, whatever trade it names.
  const namesEmployer = (line: string): boolean => company !== null && foldText(line).replace(/^[^\p{L}\d]+/u, '').startsWith(foldText(company));
  // A board's menu bar and breadcrumb are not counted among the top lines ('Home About Parents Students Vacancies Contact'
  // then 'Vacancies > Support staff > Attendance Officer' above a school's title).
  const head = lines.filter((line) => !BREADCRUMB.test(line) && !isPageChrome(line) && !line.split(HEADER_SEPARATOR).some((part) => AUDIENCE.test(part.trim()))).slice(0, 4).filter((line) => line.split(' ').length <= 14 && !namesEmployer(line));
  const gendered = head.find((candidate) => GENDER.test(candidate));
  const titled = head.find(
    (candidate) => !/[.!?]$/.test(candidate) && !ADDRESSES_READER.test(candidate) && !hasCompanyMark(candidate.split(/ [-–—|·•] /)[0] ?? '') && looksLikeJobTitle(candidate),
  );
  const found = gendered ?? titled;
  if (found === undefined) return null;
  // A title too long for a PDF's column goes on in lower case on the next line: 'Chargé(e) de gestion /
  // Assistant(e)' then 'de direction (H/F)'.
  const above = lines[lines.indexOf(found) - 1];
  const line = above !== undefined && startsLower(found) && !/[.!?:;,]$/.test(above) && head.includes(above) ? `${above} ${found}` : found;
  const fromSentence = fromSentenceLine(line);
  if (fromSentence !== null) return fromSentence;
  if (SENTENCE.test(line)) return null;
  return cleanPosition(line.split(/ (?:chez|at|@) /)[0] ?? line);
}

// Rule 'the page names its title twice': a careers page's breadcrumb ends on the vacancy ('Home > Jobs and careers >
// Current vacancies > Social Worker (ASYE) – Children's Assessment Team', a council's page; 'Home > Careers > Current
// vacancies > Fitness Instructor – Kingsmead Leisure Centre', a leisure trust's), and a line just below repeats it, whole or
// without its place: that line is the title, however far down the site's menus pushed it.
const BREADCRUMB_REPEAT_LINES = 8;

function fromBreadcrumbTitle(lines: readonly string[]): string | null {
  const at = lines.findIndex((line) => BREADCRUMB.test(line));
  if (at < 0) return null;
  const last = foldText(lines[at]?.split(/\s[>›»/]\s/u).at(-1) ?? '').trim();
  // The repeat whole may stand below the company's introduction ('Rejoignez ATI !' and its paragraph, a welding firm's page);
  // the title alone, without the breadcrumb's place, right below it.
  const title = lines.slice(at + 1, at + 1 + BREADCRUMB_REPEAT_LINES).find((line, index) => {
    const folded = foldText(line).trim();
    return folded.length > 2 && (last === folded || (index < 2 && last.startsWith(`${folded} `))) && looksLikeJobTitle(line);
  });
  return title === undefined ? null : cleanPosition(title);
}

// LinkedIn, Indeed and Reed open a job page with the title alone, then the employer and the place on one line
// ('Recruitment Resourcer', 'Harlow Talent · Leeds, England, United Kingdom (Hybrid)'): the line above an employer
// and a place is the title, even in a trade the dictionary does not know.
const MAX_BOARD_TITLE_WORDS = 6;

function fromBoardTitle(lines: readonly string[]): string | null {
  const [title, byline] = lines;
  if (title === undefined || byline === undefined) return null;
  if (title.split(' ').length > MAX_BOARD_TITLE_WORDS || !startsUpper(title) || /[.!?:;,]$|[-–—|·•@]/u.test(title) || ADDRESSES_READER.test(title)) return null;
  const header = readHeader([byline]);
  if (header.lines.length === 0 || header.names.length === 0 || header.places.length === 0 || header.names.includes(title)) return null;
  return cleanPosition(title);
}

// Other boards set the title beside the employer's own line, above or below it, with the place near: 'Harlow Talent',
// 'Recruitment Resourcer', 'Leeds, England · 1 week ago' (LinkedIn), or the title, the employer, 'Leeds LS1' (Indeed).
// Read last: a sentence naming the job says more than a short line beside the name.
const BOARD_TOP_LINES = 4;
const HEADER_SEPARATOR = / [-–—|·•] | ?\| ?/;
const PAGE_CHROME = /^(?:careers?|jobs?|vacanc|about|home|apply|easy apply|save|share|sign in|join|menu|search|accueil|emplois?|offres?|postuler|candidat)/i;

function isShortTitleLine(line: string): boolean {
  const words = line.split(' ').length;
  return (
    words >= 2 &&
    words <= MAX_BOARD_TITLE_WORDS &&
    startsUpper(line) &&
    !/[.!?:;,]$|\d/u.test(line) &&
    !HEADER_SEPARATOR.test(line) &&
    !ADDRESSES_READER.test(line) &&
    !PAGE_CHROME.test(line) &&
    !isPageChrome(line) &&
    placeOf(line) === null
  );
}

function fromBoardNeighbour(lines: readonly string[], company: string | null): string | null {
  if (company === null) return null;
  const top = lines.slice(0, BOARD_TOP_LINES);
  const key = foldText(company);
  const at = top.findIndex((line) => foldText(line.split(HEADER_SEPARATOR)[0] ?? '') === key);
  const placed = top.some((line) => line.split(HEADER_SEPARATOR).some((part) => placeOf(part.trim()) !== null));
  if (at < 0 || !placed) return null;
  const neighbour = [top[at - 1], top[at + 1]].find((line) => line !== undefined && isShortTitleLine(line));
  return neighbour === undefined ? null : cleanPosition(neighbour);
}

// A careers page lists its openings under a heading: 'Current vacancies', then 'Dental Receptionist'.
const VACANCIES = /^(?:current vacancies|vacancies|open (?:positions|roles)|job openings|nos offres(?: d['’]emploi)?|offres d['’]emploi|postes? (?:à pourvoir|ouverts?))\s?:?$/i;

function fromVacancies(lines: readonly string[]): string | null {
  const at = lines.findIndex((line) => VACANCIES.test(line));
  const line = at === -1 ? undefined : lines[at + 1];
  if (line === undefined || /[.!?]$/.test(line) || !looksLikeJobTitle(line)) return null;
  return cleanPosition(line);
}

// 'Experienced car valeter wanted for our busy site', 'Barista needed ASAP': a post that opens with the job.
const WANTED = /^(.{3,60}?) (?:wanted|needed|required)\b/i;

function fromWanted(lines: readonly string[]): string | null {
  for (const line of lines) {
    const phrase = WANTED.exec(line)?.[1];
    if (phrase === undefined || phrase.split(' ').length > 6 || ADDRESSES_READER.test(phrase)) continue;
    const position = cleanPosition(phrase);
    if (position !== null && looksLikeJobTitle(position)) return position;
  }
  return null;
}

// Rule 'the reader addressed as the job': 'Vous êtes chauffeur VTC titulaire de la carte professionnelle ?' (a chauffeur
// company's Facebook post), 'Are you a Registered Nurse looking for a fast-paced, supportive team?' (a hospital's post):
// the post names the job by asking the reader whether they hold it. 'Are you a people person…', 'Vous êtes motivé(e)',
// 'Vous êtes ici : Accueil…' name none.
const ASKS_READER = /^(?:vous êtes|tu es|are you) (?:une? |un\(e\) |an? )?(.{3,50}?)(?= titulaire| diplômée?| avec| with| who| looking| qui| ready| prêt|\s?[?,!])/iu;

function fromReaderAsked(lines: readonly string[]): string | null {
  for (const line of lines) {
    const phrase = ASKS_READER.exec(line)?.[1];
    const position = phrase === undefined ? null : cleanPosition(phrase);
    // A job word, not only an inclusive ending ('motivé(e)' is praise).
    if (position !== null && looksLikeJobTitle(position.replace(/\([^()]*\)|·\p{L}+/gu, ''))) return position;
  }
  return null;
}

function fromSentence(lines: readonly string[]): string | null {
  for (const line of lines) {
    const position = fromSentenceLine(line);
    if (position !== null) return position;
  }
  return null;
}

/**
 * The position a posting offers, from its lines (whitespace already collapsed): a labelled line
 * ('Intitulé du poste :', 'Poste :', 'Job title:'), else the title line at the top ('Senior Data
 * Analyst – Spotify – Stockholm'), else 'X recherche un(e) …' / 'we are hiring a …', else a short line beside
 * the line of the `company` already read, in a board's header. Gender markers
 * ('(H/F)', '(F/H)', 'm/w/d'), contract and place are removed. Null when the posting does not say.
 */
/** `page`: the posting's lines before its chrome was taken out (its breadcrumb: see fromBreadcrumbTitle). */
export function findPosition(lines: readonly string[], company: string | null = null, page: readonly string[] = lines): string | null {
  const position =
    fromLabel(lines) ??
    fromTitleLine(lines, company) ??
    fromBreadcrumbTitle(page) ??
    fromBoardTitle(lines) ??
    fromFamilyLabel(lines) ??
    fromVacancies(lines) ??
    fromWanted(lines) ??
    fromSentence(lines) ??
    fromBoardNeighbour(lines, company) ??
    fromReaderAsked(lines);
  return position === null ? null : properCase(position, lines);
}
