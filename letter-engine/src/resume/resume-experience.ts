import { foldText } from '../text/fold.ts';
import { hasCompanyMark } from '../text/company-marks.ts';
import { knownCity } from '../text/places.ts';
import { namesCredential } from './resume-credentials.ts';
import { COUNT, countValue } from './resume-numbers.ts';
import { PERIOD, durationMonths, isSeasonal, readPeriod, readPeriodLine, type YearMonth } from './resume-dates.ts';
import { isDegree, isSchool } from './resume-education.ts';
import { isPlace, placeName, readPlaceLine } from './resume-places.ts';
import type { ResumeJob } from './resume-profile.ts';
import { isBulleted, startsCapitalised, statement, tidy, withoutBullet, wordCount } from './resume-text.ts';
import { isTitleLike, namesUnpaidRole, startsWithAction } from './resume-titles.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

/** A job as read, with what the years of experience are counted from. */
export type ReadJob = ResumeJob & {
  start: YearMonth | null;
  end: YearMonth | null;
  /** The stay as the CV states it ('4 ans 2 mois', 'depuis 6 ans'), in months. */
  months: number | null;
};

// Contract types that job boards and LinkedIn write beside the employer ('Decathlon · CDI').
const CONTRACTS = new Set(
  [
    'cdi', 'cdd', 'stage', 'alternance', 'apprentissage', 'freelance', 'indépendant', 'intérim', 'interim', 'temps plein',
    'temps partiel', 'full-time', 'part-time', 'full time', 'part time', 'contract', 'internship', 'apprenticeship',
    'self-employed', 'saisonnier', 'seasonal', 'contrat de professionnalisation', "contrat d'apprentissage", 'vacataire',
    // Not 'volunteer': 'Volunteer – Moorland Wildlife Park' names the role (see job-titles.ts).
    'bénévolat', 'permanent', 'temporary', 'fixed-term', 'cdd saisonnier', 'job étudiant', 'mission intérim',
  ].map(foldText),
);

/** True when a part names a kind of contract ('CDI', 'Part-time'), never an employer. */
export function isContract(part: string): boolean {
  return CONTRACTS.has(foldText(tidy(part)));
}

// LinkedIn's links under a description.
const SEE_MORE = /^(?:…|\.\.\.)? ?(?:voir plus|see more|afficher plus|show more|… ?plus)$/i;
// Employers and roles longer than this are sentences that a layout heuristic misread.
const MAX_TITLE_WORDS = 9;
const MAX_EMPLOYER_WORDS = 7;
// A header line with a role, an employer, a place and dates: 'Chargée de marketing digital –
// Caudalie (e-shop France), Paris puis télétravail depuis Bordeaux – 2021 à aujourd'hui'.
const MAX_HEADER_WORDS = 24;
// Connectors between a role and its employer on one line.
// ' via ': a temp placed by an agency ('Track labourer via Rail Force Recruitment', 'Cariste via Adecco') works for the agency.
const AT = [' chez ', ' at ', ' @ ', ' auprès de ', ' au sein de ', ' au sein du ', ' pour ', ' for ', ' via '];

type Draft = {
  headers: string[];
  period: string | null;
  /** True when the period came after a header line: the block's header is then complete. */
  periodAfterHeader: boolean;
  months: number | null;
  place: string | null;
  /** The employer named on a line of its own under the role ('GRUES MERCIER – Nantes'), when the header names none. */
  employer: string | null;
  achievements: string[];
};

function emptyDraft(): Draft {
  return { headers: [], period: null, periodAfterHeader: false, months: null, place: null, employer: null, achievements: [] };
}

// Rule 'connector inside the employer's name': once a comma has set a capitalised name beside the role, a 'for' or
// an 'at' after it is that name's ('Assistante de langue française, Northampton School for Girls'; 'Staff Nurse,
// Great Ormond Street Hospital for Children'), not the line's link from role to employer.
const ROLE_THEN_NAME = /, \p{Lu}[^,]*$/u;

function splitAt(text: string): { title: string; employer: string } | null {
  const lower = text.toLowerCase();
  for (const connector of AT) {
    const index = lower.indexOf(connector);
    const before = text.slice(0, index);
    if (index > 0 && !ROLE_THEN_NAME.test(before) && isTitleLike(before)) return { title: before, employer: text.slice(index + connector.length) };
  }
  return null;
}

// 'Role — Employer, City | Period' and its variants: the parts between separators.
// Rule 'a promotion is one role': 'Care Assistant, then Senior Care Assistant, The Elms Residential Home, Ludlow' (a care
// worker's CV, whose 'Senior Care Assistant' was read as the employer), 'Commis, puis chef de partie, Le Bistrot…': a part
// opening on 'then' or 'puis' and a role goes on with the role before it, as 'Apprentice, then Improver Plumber at J.
// Cooper Plumbing' (a heating engineer's CV) is read whole. 'Serrurerie Gardiole à Sète 2016-2020, puis Lock Services
// Hérault' (a locksmith's thin CV) names a next employer, no role.
const PROMOTION = /^(?:then|puis)\s/iu;

function headerParts(line: string): string[] {
  const parts = line
    .split(/ ?[|—–•] ?| ?· | · ?| - |, ?|\(|\)/)
    .map(tidy)
    .filter((part) => part.length > 0);
  return parts.reduce<string[]>((joined, part) => (PROMOTION.test(part) && isTitleLike(part.replace(PROMOTION, '')) && joined.length > 0 ? [...joined.slice(0, -1), `${joined.at(-1) ?? ''}, ${part}`] : [...joined, part]), []);
}

type Header = { title: string | null; employer: string | null; place: string | null; period: string | null };

// A part of a header and the segment it sits in: segments are cut by strong separators (' — ',
// ' | ', ' · ', a new line), parts by commas and brackets. A middle dot inside a word is inclusive
// writing ('Chargé·e de recrutement'), not a separator.
type Part = { text: string; segment: number };

function segmentsOf(line: string): string[] {
  return line.split(/ ?[|—–•] ?| ?· | · ?| - /);
}

// 'supermarché Atac', 'boulangerie Au Pain Doré': a French CV's kind of shop in lower case, then its name.
const KIND_THEN_NAME = /^(?!(?:de|du|des|la|le|les|en|au|aux|of|the|in|at|for|and|et)\b)\p{Ll}[\p{Ll}-]{2,} (?=\p{Lu})/u;

function pickEmployer(parts: readonly Part[], title: Part | undefined, bracketed: ReadonlySet<string>): Part | undefined {
  // Rule 'a role in brackets is the role's other name': 'Senior Air Traffic Services Assistant (Watch Lead ATSA)' (an air
  // traffic assistant's CV, round 29: 'at Watch Lead ATSA'), like 'Healthcare Assistant (Bank)' below: never the employer.
  const capitalised = parts.filter((part) => part !== title && (startsCapitalised(part.text) || KIND_THEN_NAME.test(part.text)) && !(bracketed.has(part.text) && isTitleLike(part.text)));
  // 'Healthcare Assistant (Bank), Salisbury Community Hospital': the bracket qualifies the role.
  const unbracketed = capitalised.filter((part) => !bracketed.has(part.text));
  const candidates = unbracketed.length > 0 ? unbracketed : capitalised;
  if (title === undefined) return candidates[0];
  // 'Staff Nurse, Emergency Department — Salford Royal NHS Trust', 'Team Leader (Nights) — XPO
  // Logistics': after a strong separator comes the employer; words beside the role qualify it.
  // 'Data Analyst, Tesco Ireland — Dublin': the role's own segment when only a place follows.
  // Rule 'a role is no employer': 'Placement Student – Site Engineer, Northway Civils Ltd (highways contractor)' (a civil
  // engineering student's CV, whose letter said 'at Site Engineer'; round twenty-four's 'Senior Care Assistant' was the same
  // fault): after the role, a part that reads as a role too gives way to a later name with a company's mark.
  const after = candidates.find((part) => part.segment > title.segment);
  const marked = candidates.find((part) => part.segment > title.segment && part !== after && hasCompanyMark(part.text));
  if (after !== undefined && marked !== undefined && isTitleLike(after.text)) return marked;
  return (
    after ??
    candidates.find((part) => part.segment === title.segment) ??
    candidates.find((part) => part.segment < title.segment)
  );
}

const PLACEMENT = /^(?:stage|internship|placement)\b/iu;
// '(70 days)', '(6 semaines)': how long a placement lasted, never who it was for.
const LENGTH_OF_STAY = /^\d{1,3} ?(?:days?|weeks?|months?|years?|jours?|semaines?|mois|ans?|hours?|heures?)$/iu;

const WORKPLACE_NOUNS = lexiconWordSet({ list: 'workplace-nouns' });
function namesAPlaceOfWork(part: string): boolean {
  const [first = ''] = part.split(/\s+/u);
  return WORKPLACE_NOUNS.has(first.toLocaleLowerCase('fr')) && /\s(?:de|du|des|of)\s|\sd['’]\p{L}/iu.test(part);
}

function readHeader(lines: readonly string[], dated: boolean): Header {
  const header: Header = { title: null, employer: null, place: null, period: null };
  const parts: Part[] = [];
  const segments: string[] = [];
  let segment = 0;
  for (const line of lines) {
    const period = PERIOD.exec(line)?.[0] ?? null;
    header.period ??= period === null ? null : tidy(period);
    const text = period === null ? line : line.replace(period, ' ');
    const at = header.title === null ? splitAt(text) : null;
    if (at !== null) {
      header.title = tidy(headerParts(at.title).join(' - '));
      const [employer, ...after] = headerParts(at.employer);
      header.employer = employer ?? null;
      parts.push(...after.map((part) => ({ text: part, segment })));
      segments.push(at.employer);
      segment += 1;
      continue;
    }
    for (const raw of segmentsOf(text)) {
      parts.push(...headerParts(raw).map((part) => ({ text: part, segment })));
      segments.push(raw);
      segment += 1;
    }
  }
  const kept = parts.filter((part) => !isContract(part.text) && !LENGTH_OF_STAY.test(part.text));
  const others = kept.filter((part) => !isPlace(part.text));
  // A dated header without a known role word still names the role first ('Infographiste — Studio
  // Nuances (2019 - 2021)'); a part with a figure is a description line, not a role.
  // 'Stage de fin d'études — Cabinet Dubreuil & Associés, géomètres-experts': a placement heading the line is the role;
  // a trade word after the employer ('géomètres-experts') says what the employer is.
  const placement = others.find((part) => part.segment === 0 && PLACEMENT.test(part.text));
  // Rule 'a workplace of somewhere is no role': 'Archives départementales de Loire-Atlantique' above 'Archiviste vacataire'
  // (an archivist's LinkedIn profile, round 29: 'chez Archiviste vacataire'), 'Centre de formation…', 'Museum of London': a
  // part opening on a kind of workplace and naming where is the employer, whatever job word its stem shares, and a dated
  // header's other part is the role even when the reader knows none of its words ('Archiviste vacataire').
  const role = (part: Part): boolean => !namesAPlaceOfWork(part.text);
  const figureless = (part: Part): boolean => !/\d/.test(part.text);
  const title = placement ?? others.find((part) => isTitleLike(part.text) && role(part)) ?? others.find((part) => isTitleLike(part.text)) ?? (dated && header.title === null ? (others.find((part) => figureless(part) && role(part)) ?? others.find(figureless)) : undefined);
  header.title ??= title?.text ?? null;
  // 'à domicile', 'en libéral': a lower-case part says how, not for whom.
  const bracketed = new Set(lines.flatMap((line) => [...line.matchAll(/\(([^()]{1,80})\)/g)].flatMap((match) => (match[1] ?? '').split(/, ?/).map(tidy))));
  // 'Baby-sitting régulier depuis 2021 (2 enfants, sorties d'école, aide aux devoirs)': a role found
  // among the details a bracket lists says what the line's opening words were, not where.
  const roleAmongDetails = title !== undefined && bracketed.has(title.text) && bracketed.size > 1;
  const employer = header.employer === null && !roleAmongDetails ? pickEmployer(others, title, bracketed) : undefined;
  header.employer ??= employer?.text.replace(KIND_THEN_NAME, '') ?? null;
  // 'Staff Nurse, Emergency Department — Salford Royal', 'Team Leader (Nights) — XPO Logistics':
  // with the employer after a strong separator, the words beside the role belong to it.
  if (title !== undefined && employer !== undefined && employer.segment > title.segment) {
    const beside = parts.filter((part) => part.segment === title.segment);
    if (beside.length > 1 && beside.every((part) => !isPlace(part.text) && !isContract(part.text))) header.title = tidy(segments[title.segment] ?? title.text);
  }
  // A known city anywhere, else the last short capitalised part after the employer ('Geodis,
  // Saint-Quentin-Fallavier', 'XPO Logistics, ASOS fulfilment centre, Barnsley').
  const anchor = employer ?? title;
  const after = anchor === undefined ? kept : kept.slice(kept.indexOf(anchor) + 1);
  const named = after.filter(
    (part) => part !== title && part.text !== header.employer && startsCapitalised(part.text) && wordCount(part.text) <= 2 && !isTitleLike(part.text),
  );
  const lastPlace = named.length > 0 ? placeName(named[named.length - 1]?.text ?? '') : null;
  header.place = kept.filter((part) => isPlace(part.text)).map((part) => placeName(part.text)).find((place) => place !== null) ?? lastPlace;
  // LinkedIn: 'Customer Assistant – Kiosk & Cash Office' above 'Morrisons · Part-time': the line with the
  // contract names the employer; what follows the role's dash is its department.
  const linkedIn = lines.slice(1).find((line) => EMPLOYER_AND_CONTRACT.test(line));
  const employerLine = linkedIn === undefined ? undefined : headerParts(segmentsOf(linkedIn.replace(EMPLOYER_AND_CONTRACT, ''))[0] ?? '')[0];
  const fromRoleLine = header.employer !== null && (lines[0] ?? '').includes(header.employer);
  if (employerLine !== undefined && employerLine.length > 0 && fromRoleLine && header.employer !== employerLine) {
    header.title = headerParts(segmentsOf(lines[0] ?? '')[0] ?? '')[0] ?? header.title;
    header.employer = employerLine;
    if (header.place === employerLine) header.place = null;
  }
  // A role held as a volunteer says so in its title, or the letter would tell it as paid work ('I worked as a Chair at…').
  const unpaid = linkedIn === undefined ? null : VOLUNTEERED.exec(linkedIn);
  if (unpaid !== null && header.title !== null && !namesUnpaidRole(header.title)) header.title = /^volunteer$/iu.test(unpaid[1] ?? '') ? `Volunteer ${header.title}` : `${header.title} bénévole`;
  return header;
}

// A line's first part once its opening dates are set aside: '2023 – 2026 : Hôtesse de caisse, supermarché Atac'
// names its own role, so a role line above it (a thin CV's headline) is another header.
function leadingRole(line: string): string {
  const period = PERIOD.exec(line);
  const rest = period === null || period.index !== 0 ? line : line.slice(period[0].length).replace(/^ ?: ?/, '');
  return headerParts(rest)[0] ?? '';
}

function isHeaderCandidate(line: string): boolean {
  return !isBulleted(line) && !/[.;!?]$/.test(line) && wordCount(line) <= MAX_HEADER_WORDS;
}

// A short line opens a job when it names a role, carries dates, or is followed by them (an
// employer line above the role, as LinkedIn and many templates write it).
// LinkedIn's employer line: 'Boulanger · CDI', 'Tesco · Full-time'. The employer may be a word for a trade.
// LinkedIn writes volunteering the same way ('Westleigh Primary School PTA · Volunteer', under the role 'Chair'; a fundraiser's
// profile, read as the role 'Volunteer' at the employer 'Chair', round 27's panel).
const EMPLOYER_AND_CONTRACT = / · (?:CDI|CDD|Temps plein|Temps partiel|Full-time|Part-time|Freelance|Stage|Alternance|Apprentissage|Intérim|Permanent|Contract|Self-employed|Indépendant|Internship|Seasonal|Saisonnier|Volunteer|Bénévole|Bénévolat)$/iu;

const VOLUNTEERED = / · (Volunteer|Bénévole|Bénévolat)$/iu;

function opensJob(lines: readonly string[], at: number): boolean {
  const line = lines[at] ?? '';
  if (!isHeaderCandidate(line)) return false;
  // Under a role line, it completes that job; on top of a LinkedIn group of roles, it opens one.
  if (EMPLOYER_AND_CONTRACT.test(line) && at > 0 && isTitleLike(headerParts(lines[at - 1] ?? '')[0] ?? '')) return false;
  const period = PERIOD.exec(line);
  const rest = period === null ? line : line.replace(period[0], ' ');
  // '2013 – 2021 : matelot dans la Marine nationale (dont 4 ans à la cuisine de bord)': a bracket holds details, not the header's length.
  if (period !== null && wordCount(rest.replace(/\([^()]*\)/g, ' ')) <= 12 && !startsWithAction(rest)) return true;
  // 'Employé commercial puis adjoint au chef de rayon – Super U Valence Sud' (a refrigeration technician's earlier career):
  // a dated line too long for the rule above opens a job when its first part, its dates set aside, is a role.
  if (splitAt(line) !== null || isTitleLike(headerParts(line)[0] ?? '') || (period !== null && isTitleLike(headerParts(rest.trim())[0] ?? ''))) return true;
  if (startsWithAction(line) || !startsCapitalised(line) || /\d/.test(line) || wordCount(line) > 6) return false;
  for (const next of lines.slice(at + 1, at + 3)) {
    if (readPeriodLine(next) !== null || (isHeaderCandidate(next) && isTitleLike(headerParts(next)[0] ?? ''))) return true;
    if (!isHeaderCandidate(next)) return false;
  }
  return false;
}

// Rule 'a header that states its own stay': 'Retoucheuse depuis 3 ans chez Retouche Express' (a dressmaker's thin CV),
// 'Cleaner for 4 years at Brightwell Offices' (a cleaner's): the role goes on today, for that long; the stay is no part
// of the title, and a dated line under it is the next job, not this one's dates.
const OWN_STAY = new RegExp(String.raw`\s(?:depuis|since|for) (?:plus de |over |more than )?(${COUNT}) (?:ans|années|years?)(?=$|\s(?:chez|at|à|au|with)\s)`, 'iu');

// Rule 'a move is no job': 'Installée à Bristol depuis septembre 2025 – anglais A2' (a room attendant's thin CV),
// 'Installée à York depuis septembre 2026, je cherche…', 'Moved to Lyon in 2025…', 'Moved to Nantes with my family':
// a dated line that opens on where the candidate settled says where they live, whatever follows.
const MOVED = /^(?:installée?s? (?:à|en|au|dans)|moved (?:to|back to)|relocated to|arrivée? (?:à|en|au))\s/iu;

function toJob(draft: Draft, groupEmployer: string | null): ReadJob | null {
  if (MOVED.test(withoutBullet(draft.headers[0] ?? ''))) return null;
  const header = readHeader(draft.headers, draft.period !== null || draft.headers.some((line) => PERIOD.test(line)));
  const stay = draft.period === null && header.period === null && header.title !== null ? OWN_STAY.exec(header.title) : null;
  const stayYears = stay === null ? null : countValue(stay[1] ?? '');
  const period = draft.period ?? header.period;
  // '▪ Technicien de maintenance –': the line's bullet and dash are the layout's, not the title's.
  const title = header.title === null ? null : tidy(stay === null ? header.title : header.title.slice(0, stay.index));
  // A dated degree or certificate line is training, not a job ('Diplôme d'État d'aide-soignant – 2019');
  // a role that its diploma qualifies is a job ('Ambulancier DEA', 'Infirmière DE').
  // A line opening on a kind of work, beside an employer that is no school, is work whatever degree it names: 'Self-employed DEA
  // – Shah Energy Surveys' (a domestic energy assessor's table), 'Stages Bac pro (16 semaines) – Ateliers Mugnier' (a CNC
  // apprentice's placements at the firm that took him on).
  const kind = (title ?? '').split(' ')[0] ?? '';
  const atWork = header.employer !== null && !isSchool(header.employer) && (isContract(kind) || isContract(kind.replace(/s$/u, '')));
  const training = title !== null && isDegree(title) && !isTitleLike(title.split(' ')[0] ?? '') && !atWork;
  // 'Food Hygiene Level 2 (2021, expired)', 'NVQ Level 1 Cleaning (2015), COSHH trained': a dated line that opens on a
  // certificate or a diploma lists it, whatever word follows.
  const opening = leadingRole((draft.headers[0] ?? '').replace(/\([^()]*\)/g, ' ').trim());
  const credentialLine = (namesCredential(opening) || (isDegree(opening) && !atWork)) && !isTitleLike(opening);
  if (title === null || wordCount(title) > MAX_TITLE_WORDS || training || namesCredential(title) || credentialLine) return null;
  // An employer never opens on a figure: 'Apicultrice de loisir – 40 ruches déclarées' (a beekeeper's hobby hives) says how much.
  // Nor is a team the employer: 'Decision Maker (Executive Officer), Mandatory Reconsiderations team' (a civil servant's CV, the
  // department named above its roles; this rests on that one CV).
  const employer = header.employer !== null && wordCount(header.employer) <= MAX_EMPLOYER_WORDS && !/^\d/u.test(header.employer) && !/(?:^|\s)(?:team|équipe)(?:\s|$)/iu.test(header.employer) ? header.employer : (draft.employer ?? groupEmployer);
  const dates = period === null ? { start: null, end: null, current: false } : readPeriod(period);
  // 'Étés 2025 et 2026': the years are the job's, but two summers are not two years of experience.
  const seasonal = period !== null && isSeasonal(period);
  return {
    title,
    employer,
    place: header.place ?? draft.place,
    period,
    startYear: dates.start?.year ?? null,
    endYear: dates.end?.year ?? null,
    current: dates.current || stayYears !== null,
    achievements: draft.achievements,
    start: seasonal ? null : dates.start,
    end: seasonal ? null : dates.end,
    months: draft.months ?? (stayYears === null ? null : stayYears * 12),
  };
}

// A header's first part as a role may be written: 'Électromécanicien (intérim)', a few capitalised words without figures.
function isRoleLike(part: string): boolean {
  return isTitleLike(part) || (startsCapitalised(part) && !/\d/.test(part) && wordCount(part) <= 5 && !startsWithAction(part));
}

// 'Sep 2023 – now: Night Colleague, Tesco Extra Bletchley – filling shelves, rotating stock': a thin CV's
// dated line, its role and employer, then after a dash what was done there.
const DATED_LINE = /^(?<header>[^:]{4,40} ?: [^–—]{3,80}?) [–—] (?<duties>.{12,})$/u;

// 'Animatrice en centre de loisirs (étés 2024 et 2025, Mairie d'Indre) : grands jeux, activités
// sportives': a thin CV's whole job on one line, the role with its dates and more in brackets, then
// after a colon what was done there. Brackets holding dates alone are the prose reader's.
const BRACKETED_LINE = /^(?<header>[^():]{3,60}\((?<inside>[^()]{4,80})\)) ?: (?<duties>.{12,})$/u;

function bracketedJob(line: string): { header: string; duties: string } | null {
  const parts = BRACKETED_LINE.exec(line)?.groups;
  const header = parts?.header ?? '';
  const inside = parts?.inside ?? '';
  // 'Valeter, Bubbles Car Wash, Anlaby (June 2024 – now): hand washes…': with the employer beside the role, dates alone will do.
  const beside = header.slice(0, header.indexOf('(')).includes(', ');
  if (parts === undefined || !PERIOD.test(inside) || (readPeriodLine(inside) !== null && !beside) || !isRoleLike(headerParts(header)[0] ?? '')) return null;
  return { header, duties: parts.duties ?? '' };
}

// 'Cabinet Dubreuil & Associés, géomètres-experts, Bordeaux' (a surveyor's CV), 'Studio Nuances, agence de design, Nantes':
// the employer's kind in lower case may stand between its name and its town; a bracket may close it, as a table's employer
// cell gives the contract ('Salaisons du Haut-Anjou, Château-Gontier (intérim puis CDD)', a production operator's CV).
const EMPLOYER_AFTER_DASH = /^\p{Lu}[^\s,]*(?: [^\s,]+){0,3}(?:(?:, \p{Ll}[^\s,]*(?: [^\s,]+){0,2})?, \p{Lu}[^\s,]*(?: [^\s,]+){0,2})?(?: \([^()]{1,40}\))?$/u;

// 'Depuis 2022 : employé libre-service rayon marée, Intermarché Quimper : mise en place de l'étal, filetage': the
// duties after a second colon, when a comma sets the employer beside the role.
const DATED_COLON_LINE = /^(?<header>[^:]{4,40} ?: [^:–—,]{3,60}, [^:–—]{3,60}?) ?: (?<duties>.{12,})$/u;

// '2024-2026 : Serveur, Le Bistrot Saint-Roch, Tours (service midi et soir, terrasse 30 places, encaissement)': a
// thin CV's dated line whose closing bracket lists, in lower case, what was done there.
const DUTIES_IN_BRACKET = /^(?<header>[^()]{8,100}?) ?\((?<duties>\p{Ll}[^()]{2,60}(?:, [^()]{2,60}){1,8})\)$/u;

function bracketedDuties(line: string): string[] | null {
  const parts = DUTIES_IN_BRACKET.exec(line)?.groups;
  const period = PERIOD.exec(line);
  if (parts === undefined || period === null || period.index !== 0 || PERIOD.test(parts.duties ?? '')) return null;
  const items = (parts.duties ?? '').split(', ');
  if (items.some((item) => isContract(item) || LENGTH_OF_STAY.test(item)) || !isRoleLike(leadingRole(parts.header ?? ''))) return null;
  return [tidy(parts.header ?? ''), `- ${parts.duties ?? ''}`];
}

function datedLineApart(line: string): string[] {
  const inBracket = bracketedDuties(line);
  if (inBracket !== null) return inBracket;
  // A header that states its own stay (OWN_STAY) keeps its duties after the colon apart, as a dated line does.
  const colon = line.search(/ ?: /u);
  const head = colon < 0 ? '' : line.slice(0, colon);
  if (OWN_STAY.test(head.split(/ (?:chez|at) /u)[0] ?? '') && isRoleLike(headerParts(head)[0] ?? '') && line.length - colon > 12) return [head, `- ${line.slice(colon).replace(/^ ?: /u, '')}`];
  const parts = (DATED_LINE.exec(line) ?? DATED_COLON_LINE.exec(line))?.groups;
  const header = parts?.header ?? '';
  const period = PERIOD.exec(header);
  if (parts === undefined || period === null || period.index !== 0 || !isRoleLike(headerParts(header.slice(period[0].length).replace(/^ ?: ?/, ''))[0] ?? '')) return [line];
  // '… : Manager de rayon – E.Leclerc Saint-Serge, Angers': a few capitalised words after the dash name the employer.
  if (EMPLOYER_AFTER_DASH.test(parts.duties ?? '')) return [line];
  // A bullet keeps the duties from being read as a job of their own ('forklift (RTITB, 2020)').
  return [header, `- ${parts.duties ?? ''}`];
}

// '▪ Technicien de maintenance – Fleury Michon – depuis 2020', '▪ 2019 – aujourd'hui : Opérateur-régleur CN,
// Précimeca Loire': a bulleted line that holds a role and dates, the role first or after the dates and a colon.
function bulletedHeader(line: string): boolean {
  if (/ [-–—|] /.test(line) && isRoleLike(headerParts(line)[0] ?? '')) return true;
  const period = PERIOD.exec(line);
  const rest = period === null || period.index !== 0 ? null : /^ ?: ?(.+)$/.exec(line.slice(period[0].length))?.[1];
  return rest !== undefined && rest !== null && isRoleLike(headerParts(rest)[0] ?? '');
}

/**
 * Reads the jobs of a CV's experience section. A job starts at a header: one line holding the role
 * and usually the employer, place and dates ('Role — Employer, City | Period', 'Period | Role |
 * Employer', 'Role at Employer (Period)', 'Role chez Employer, depuis …'), or a few short lines
 * (LinkedIn: role, 'Employer · CDI', 'janv. 2020 - aujourd'hui · 4 ans 2 mois', place; or the
 * employer with its total stay above several roles). The bullets and sentences under it are its
 * achievements. Lines that fit no job are left out. One pass, with a look-ahead of two lines.
 */
const SINCE_YEAR = /\b(?:depuis|since)\s(?:(?:19|20)\d{2})$/iu;

function describesEmployer(line: string, draft: Draft): boolean {
  const dated = draft.period !== null || draft.headers.some((header) => PERIOD.test(header));
  if (!dated || draft.headers.length === 0 || draft.achievements.length > 0 || isBulleted(line)) return false;
  const parts = line.split(', ');
  // A role never opens on a figure ('1 étoile au guide Michelin' is no guide's job).
  return parts.length >= 2 && SINCE_YEAR.test(line.trim()) && !parts.some((part) => !/^\d/u.test(part) && isTitleLike(part.replace(SINCE_YEAR, '').trim()));
}

// Rule 'the employer's line under its role': 'Magasinier vendeur comptoir (CDI)' then 'AUTODISTRIB OUEST – Brest (pièces VL)'
// (a parts storeman's CV), 'Grutier (CDI)' then 'GRUES MERCIER – Nantes / Saint-Nazaire' and 'Maçon coffreur' then
// 'BATI LOIRE, Indre (44)' (a crane operator's): right under a dated role that names no employer, a line of a name in
// capitals, then a dash or a comma and a place, names the employer.
const NAME_THEN_PLACE = /^(\p{Lu}[\p{Lu}\d&'’.-]*(?: [\p{Lu}\d&'’.-]+){0,4})(?: [–—-] |, )(\p{Lu}[\p{L}' -]*)(?: ?[/(].*)?$/u;

// The same in the name's own case when a town the lexicon knows follows it: 'Treetops Day Nursery, Filton, Bristol' (a
// nursery practitioner's CV, under 'Nursery Practitioner / Baby Room Deputy   Sept 2015 – March 2020'), 'Veloxa Payments,
// Utrecht (NL)' (a backend engineer's two-column CV).
// A town the lexicon does not know is one when its département follows it ('Laiterie du Grésivaudan, Pontcharra (38) – 310
// salariés, yaourts et desserts lactés', a maintenance manager's CV; 'Fromagerie des Monts, Lons-le-Saunier (39)', a
// cheesemonger's); what follows a dash there says what the employer is.
const TITLED_NAME_THEN_TOWN = /^(\p{Lu}[\p{L}\d&'’.-]*(?: (?:\p{Lu}[\p{L}\d&'’.-]*|of|the|and|&|de|du|des)){1,5}), ((?:\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?, )?(\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?))(?: \(([^()]*)\))?(?: [–—] [^–—]{1,120})?$/u;

// Rule 'the employer's line under the role's dates': 'Ski Instructor', 'December 2021 – April 2026 (five winter seasons)',
// 'Snowline Ski School, Méribel, France' (a ski instructor's CV, three jobs so; 'Glenshee Snowsports, Scotland'), 'Senior Air
// Traffic Services Assistant (…)', '2019 – present', 'Severnside Airport, Cardiff' (an air traffic assistant's): right under a
// role's dates on their own line, a name then its place is the employer, whether or not the lexicon knows the place.
function titledEmployerLine(line: string, underDates: boolean): { employer: string; place: string } | null {
  const found = TITLED_NAME_THEN_TOWN.exec(line.trim());
  const name = found?.[1] ?? '';
  const department = /^\d{2,3}$/u.test(found?.[4] ?? '') ? (found?.[3] ?? null) : null;
  const first = (found?.[2] ?? '').split(', ')[0] ?? '';
  const town = knownCity(found?.[3] ?? '') ?? knownCity(first) ?? department ?? (underDates && found?.[4] === undefined ? first : null);
  return found === null || town === null || isTitleLike(name) ? null : { employer: name, place: town };
}

function employerLine(line: string, draft: Draft, underDates: boolean): { employer: string; place: string } | null {
  if (draft.headers.length === 0 || draft.achievements.length > 0 || draft.employer !== null || isBulleted(line)) return null;
  if (draft.period === null && !draft.headers.some((header) => PERIOD.test(header))) return null;
  const titled = titledEmployerLine(line, underDates);
  if (titled !== null) return readHeader(draft.headers, true).employer === null ? titled : null;
  const found = NAME_THEN_PLACE.exec(line.trim());
  const name = found?.[1] ?? '';
  const place = placeName(found?.[2]?.trim() ?? '');
  // Capitals of two letters at least, and no role's words ('CHEF DE RANG – Paris' is a role).
  const worded = name.charAt(0) + name.slice(1).toLocaleLowerCase('fr');
  if (found === null || place === null || !/\p{Lu}{2}/u.test(name) || isTitleLike(name) || isTitleLike(worded)) return null;
  return readHeader(draft.headers, true).employer === null ? { employer: name, place } : null;
}

// A line that ends on a link or a determiner was cut by the page ('… alongside our SENCo and the', '… observations and').
// ('a' and 'an' are not among the words: 'environ 30 appartements rénovés par an'.)
const WRAPPED = /\s(?:the|and|or|of|to|with|our|my|le|la|les|un|une|des|et|ou|de|du|avec|mon|ma|mes|notre|nos)\.?$/iu;

/** True when a CV line ends on a link or a determiner: the page cut it, and the rest is on the next line or lost. */
export function cutAtItsEnd(line: string): boolean {
  return WRAPPED.test(line.trim());
}

// Rule 'dates under their header': a CV writes every job's dates on their own line either above its role or below it. Below
// ('Customer Services Officer – Maidstone Borough Council', then 'March 2009 – May 2021', then the duties: a returner's CV,
// round 26; 'Technicien SAV itinérant senior', 'Analytika Services (…) – Nancy, secteur Grand Est', 'Depuis janvier 2012': a
// field engineer's, round 28), a header line after a dated job opens the next job, and a line between a role and its dates is
// the header's however long: read as dates above, each job had taken the dates of the job before it and lost its duties.
// The CV's own majority decides: a date line under a line of text and over the duties counts for below.
function datesBelowHeaders(lines: readonly string[]): boolean {
  const filled = lines.filter((line) => line.trim().length > 0);
  let below = 0;
  let above = 0;
  filled.forEach((line, at) => {
    if (readPeriodLine(line) === null) return;
    const before = filled[at - 1];
    const after = filled[at + 1];
    const bodyAfter = after === undefined || isBulleted(after) || !isHeaderCandidate(after);
    if (before !== undefined && !isBulleted(before) && readPeriodLine(before) === null && bodyAfter) below += 1;
    else if (!bodyAfter) above += 1;
  });
  return below >= 2 && below > above;
}

export function parseExperience(rawLines: readonly string[]): ReadJob[] {
  // A bulleted line that holds a role and dates (bulletedHeader) heads a job, whatever its bullet.
  const lines = rawLines.map((line) => (isBulleted(line) && PERIOD.test(line) && bulletedHeader(withoutBullet(line)) ? withoutBullet(line) : line)).flatMap(datedLineApart);
  const below = datesBelowHeaders(lines);
  const jobs: ReadJob[] = [];
  let draft = emptyDraft();
  let groupEmployer: string | null = null;
  const close = (): void => {
    const job = toJob(draft, groupEmployer);
    if (job !== null) jobs.push(job);
    // A job with its own employer ends a LinkedIn group of roles under one employer.
    if (job !== null && job.employer !== groupEmployer) groupEmployer = null;
    draft = emptyDraft();
  };
  lines.forEach((line, at) => {
    // Rule 'the employer described under its job': 'Restaurant gastronomique de 45 couverts, 1 étoile au guide
    // Michelin depuis 2023', 'Family-run hotel of 40 rooms, AA Rosette since 2018': right under a dated job's
    // header, a line whose only date says since when the place is what it is, and which names no role, tells
    // what the employer is. It opens no job.
    if (describesEmployer(line, draft)) return;
    const periodLine = readPeriodLine(line);
    if (periodLine !== null) {
      if (below && draft.period === null && draft.headers.length > 0) {
        draft.headers.push(...draft.achievements);
        draft.achievements = [];
      }
      if (draft.period !== null || draft.achievements.length > 0) close();
      draft.period = periodLine.period;
      draft.periodAfterHeader = draft.headers.length > 0;
      draft.months = periodLine.months;
      return;
    }
    const months = durationMonths(line);
    if (months !== null) {
      if (draft.period === null && draft.headers.length === 1 && draft.achievements.length === 0) {
        groupEmployer = tidy(draft.headers[0] ?? '');
        draft = emptyDraft();
      } else draft.months ??= months;
      return;
    }
    // LinkedIn's 'Full-time · Remote from Lyon' (a network engineer's profile, round 30): the kind of contract, then where and how,
    // never an employer, as the place then the work mode ('Nantes, France · Hybride') is a place line.
    if (isContract(line) || isContract(line.split(' · ')[0] ?? '') || SEE_MORE.test(line)) return;
    const oneLine = bracketedJob(line);
    if (oneLine !== null) {
      // The line is the whole job: the next line is not its achievement.
      if (draft.headers.length > 0) close();
      draft.headers.push(oneLine.header);
      draft.achievements.push(statement(oneLine.duties));
      close();
      return;
    }
    const place = draft.headers.length > 0 && draft.achievements.length === 0 ? readPlaceLine(line) : null;
    if (place !== null) {
      draft.place ??= placeName(place) ?? place;
      return;
    }
    if (opensJob(lines, at)) {
      const complete =
        draft.achievements.length > 0 ||
        (below && draft.period !== null) ||
        (draft.period !== null && (draft.periodAfterHeader || PERIOD.test(line))) ||
        (PERIOD.test(line) && draft.headers.some((header) => PERIOD.test(header) || OWN_STAY.test(header.split(/ (?:chez|at) /u)[0] ?? ''))) ||
        draft.headers.length >= 3 ||
        (draft.headers.some((header) => isTitleLike(headerParts(header)[0] ?? '') || splitAt(header) !== null) &&
          (isTitleLike(leadingRole(line)) || splitAt(line) !== null)) ||
        recalls(jobs, line) !== undefined;
      if (complete) close();
      draft.headers.push(line);
      return;
    }
    // LinkedIn: 'Infirmière', then 'CHU de Brest – Hôpital de la Cavale Blanche · Temps plein', then
    // the dates: a line between a role and its dates is the employer's, however long.
    if (draft.headers.length > 0 && draft.achievements.length === 0 && draft.period === null && line.length <= 100 && !/[.!?]$/.test(line) && readPeriodLine(lines[at + 1] ?? '') !== null) {
      draft.headers.push(line);
      return;
    }
    const named = employerLine(line, draft, PERIOD.exec(lines[at - 1] ?? '')?.index === 0);
    if (named !== null) {
      draft.employer = named.employer;
      draft.place ??= named.place;
      return;
    }
    const text = statement(line);
    // A duty wrapped by the page goes on, without a bullet and in lower case, on the next line: 'Supported a child … alongside
    // our SENCo and the' then 'speech and language therapist' (a nursery practitioner's CV, twice): one duty.
    const last = draft.achievements.at(-1);
    if (last !== undefined && !isBulleted(line) && /^\p{Ll}/u.test(text) && cutAtItsEnd(last)) {
      draft.achievements[draft.achievements.length - 1] = `${last} ${text}`;
      return;
    }
    if (text.length > 0 && draft.headers.length > 0) draft.achievements.push(text);
  });
  close();
  return withRecallsMerged(jobs);
}

// Rule 'a job's details under the table that dated it': 'Stock Controller – Northway Fulfilment Ltd (22,000 SKUs…)' and its
// bullets under a table of jobs whose row gave that role, that employer and the dates (a stock controller's CV, round 30; its
// bullets had gone to the table's last row, a part-time job at Boots). The header recalls a job already read: the bullets are
// that job's. This rule rests on that one CV.
function recalls(jobs: readonly ReadJob[], line: string): ReadJob | undefined {
  const folded = foldText(line);
  return jobs.find((job) => job.period !== null && job.employer !== null && folded.startsWith(foldText(job.title)) && folded.includes(foldText(job.employer)));
}

function withRecallsMerged(jobs: readonly ReadJob[]): ReadJob[] {
  const kept: ReadJob[] = [];
  for (const job of jobs) {
    const header = job.period === null && job.employer !== null ? `${job.title} – ${job.employer}` : null;
    const twin = header === null ? undefined : recalls(kept, header);
    if (twin === undefined) kept.push(job);
    else twin.achievements.push(...job.achievements);
  }
  return kept;
}
