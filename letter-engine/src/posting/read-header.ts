import { foldText } from '../text/fold.ts';
import { hasCompanyMark } from '../text/company-marks.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import { contractIn } from './find-contract.ts';
import { placeOf } from './find-location.ts';
import { isChromePart, isPageChrome } from './page-chrome.ts';
import { withBullet } from './posting-lines.ts';
import { startsLower } from '../text/letter-case.ts';

/** The short lines at the top of a posting, cut into their parts and sorted. */
export type PostingHeader = {
  /** The header lines themselves, sentences excluded. */
  lines: string[];
  /** Parts that read as a job title: 'Senior Data Analyst', 'Talent Acquisition Manager (H/F)'. */
  titles: string[];
  /** Parts that name a place: 'Stockholm', 'Lyon 3e', 'Marseille (13)'. */
  places: string[];
  /** Parts that can only be the employer's name: 'Spotify', 'Le Bistrot du Port'. */
  names: string[];
};

// Job boards join the title, company, place and contract with dashes, bullets or bars:
// 'Senior Data Analyst – Spotify – Stockholm', 'Qonto · Paris, Île-de-France', 'Lyon 3e | CDI'. A
// middle dot inside a word is inclusive writing ('Chargé·e'), not a separator.
const SEPARATOR = / [-–—|·•] | ?\| ?/;

// Lines of a header that are sentences, not labels: they end like one, talk to the reader or hire.
// 'BAR STAFF WANTED', 'Chef needed ASAP' are an ad's sentence about the job, not a name.
const SENTENCE = /[.!;]$|\b(?:vous|nous|you|we|our|notre|votre|recrute|recherche|is hiring|are hiring|looking for|wanted|needed)\b/i;

// A mail from the employer opens by greeting its reader: 'Dear Mr Okafor,', 'Bonjour Madame Léger,', 'Madame, Monsieur,'.
// The name there is the candidate's.
const GREETING = /^(?:dear|hello|hi|hey|good (?:morning|afternoon|evening)|bonjour|bonsoir|salut|cher|ch[èe]re|madame|monsieur)\b/i;

// Header parts that are neither a name nor a place: work pattern, seniority, dates, and the age of a social
// post ('3 j', '2d', '5 h' beside its author on Facebook) or its day and hour ('14 November at 09:12', a bike shop's post;
// '12 novembre à 18:42', a supermarket's). The board's own name and menu are page-chrome.ts's.
const NOISE =
  /^(?:urgent|nouveau|new|promoted|promu|sponsoris[ée]e?|easy apply|candidature simplifi[ée]e|actively recruiting|recrutement actif|be an early applicant|voir plus|see more|reposted.*|posted.*|publi[ée]e? .*|mis à jour.*|il y a .*|r[ée]f.*|hybrid[e]?|remote|on[- ]site|sur site|en pr[ée]sentiel|pr[ée]sentiel|t[ée]l[ée]travail.*|.*\blevel|entry|junior|days?|nights?|day shift|night shift|jour|nuit|de jour|de nuit|week-?ends?|matin|soir|senior|confirm[ée]e?|exp[ée]riment[ée]e?|d[ée]butant.*|cadre|statut cadre|non[- ]cadre|agent de ma[iî]trise|employ[ée]e?|france|europe|uk|ireland|usa|united kingdom|royaume-uni|belgique|suisse|emea|salaire.*|salary.*|cat[ée]gorie [abc]\b.*|grade \d.*|band \d.*|[ée]chelon.*|bac(?: ?\+ ?\d+| pro)?|bts|dut|cap|bep|licence|master|doctorat|(?:niveau|level|nvq|bac) .*|dipl[ôo]m[ée].*|degree.*|temp(?:orary)?[- ]to[- ]perm(?:anent)?|emplois?|jobs?|annonces?|offres? d['’]emploi|crit[èe]res|aujourd['’]hui\b.*|hier\b.*|today\b.*|yesterday\b.*|\d{1,2} [a-zéèêûôîç]+ (?:at|à) \d{1,2}[:h]\d{2}|job summary|job description|job profile|person specification|r[ée]sum[ée] du poste|fiche de poste|fiche emploi|\d{1,2} ?(?:j|h|min|sem|d|w|mo|y|ans?|jours?|heures?|days?|hrs?|hours?|weeks?|semaines?|mois|months?)(?: ago)?|.*\bk?€.*|[^£\n\r\u2028\u2029]*£.*|[^$\n\r\u2028\u2029]*\$.*)$/i;

// Rule 'an audience is no title nor name': a page's or a group's count of people ('3,412 followers', '2 345 abonnés' on
// LinkedIn's company cards; 'Private group · 41.2K members' under a Facebook group's name, whose 'members' read as a
// plasterer's post's title, 'team member' being a trade). So is a company's size band ('10 à 19 salariés' on France Travail's
// company card, read as the employer 'chez 10 à 19 salariés' in round 28; '1 001-5 000 employés', '45 employees' on
// LinkedIn's).
export const AUDIENCE = /^(?:(?:private|public) group|groupe (?:priv[ée]|public)|\d[\d.,  ]*\s?[km]? (?:members|membres|followers|abonn[ée]s)\b.*|\d[\d  ]*(?:\s?(?:à|-|to)\s?\d[\d  ]*)? (?:salariés|employés|employees|staff))$/iu;

const LABEL = /^[\p{L}' ]{2,30}\s?[:：]\s/u;

const TITLE_MARK = /\b(?:[HF] ?\/ ?[HF](?: ?\/ ?X)?|[MW] ?\/ ?[FWM](?: ?\/ ?[DX])?|H-F|F-H)\b/i;

const DEPARTMENT_AFTER = / \(\d{2,3}\)$/u;
const DEPARTMENT_PLACE = /^\d{2,3} ?[-–] ?\p{L}[\p{L}' -]*$/u;

const MAX_HEADER_LINES = 6;
// A board's header line has at most six or seven parts; a longer line is not a header, and reading
// it part by part would cost far more than its length on pasted junk.
const MAX_PARTS = 8;
// Per part: a LinkedIn line joins five or six short parts ('Groupe Marsan · Toulouse, Occitanie… · 87 candidats').
const MAX_PART_WORDS = 14;

// A work pattern anywhere in a part makes it the job's terms, not a name: 'Berlin or remote (EU)'.
const WORK_PATTERN = /\b(?:remote|hybrid|hybride|t[ée]l[ée]travail|full[- ]time|part[- ]time|temps (?:plein|partiel))\b/i;

// Words that make a header part an employer's name whatever job word it holds: 'Cabinet Delorme Vasseur
// Avocats', 'Wessex Valley Hospitals NHS Foundation Trust', 'Brightstaff Recruitment'.
const ORGANISATION_START = /^(?:cabinet|groupe|group|h[ôo]pital|clinique|institut|laboratoire|mairie|ville de|[ée]cole|coll[èe]ge|lyc[ée]e|association|fondation|soci[ée]t[ée]|ehpad|r[ée]sidence)\b/iu;
const ORGANISATION_WORD = /\b(?:trust|nhs|hospitals?|council|university|schools?|academy|college|recruitment|staffing|avocats|notaires|associ[ée]s)\b/iu;

// 'STAFFMAX INTÉRIM', 'Proman Interim': a temp agency's name ends with its trade, where 'Mission intérim' is a
// contract. A name is one to three capitalised words before it.
const AGENCY_NAME = /^(?!(?:Mission|MISSION|Contrat|CONTRAT|Poste|POSTE|Emploi|EMPLOI|Offre|OFFRE|Agence|AGENCE|Job|JOB)\b)\p{Lu}[\p{L}\d'’&.-]*(?: \p{Lu}[\p{L}\d'’&.-]*){0,2} (?:[Ii]nt[ée]rim|INT[ÉE]RIM)$/u;

/** True when a header part names an organisation by its kind ('Cabinet …', '… NHS Foundation Trust', '… Intérim'). */
export function namesOrganisation(part: string): boolean {
  return ORGANISATION_START.test(part) || ORGANISATION_WORD.test(part) || AGENCY_NAME.test(part);
}

// Words that open the name of a shop, a restaurant or a practice ("Brasserie L'Étoile", 'Hotel Miramar').
const ESTABLISHMENT = /^(?:brasserie|restaurant|h[ôo]tel|caf[ée]|bar|boulangerie|p[âa]tisserie|boucherie|poissonnerie|fromagerie|librairie|pharmacie|garage|salon|boutique|cr[èe]che|auto-[ée]cole|camping|domaine|ch[âa]teau|pub|inn|bakery|studio|surgery|practice|care home|nursery)\b/iu;

// 'The Red Lion, Harrogate', 'Kings Arms, Bath', 'Hartley Farm Inn, Keynsham': an English name taking an article, or
// one ending with its kind of establishment.
const ARTICLE_NAME = /^The \p{Lu}/u;
const ESTABLISHMENT_END = /\b(?:inn|arms|tavern|hotel|pub|bistro|brasserie|restaurant|caf[ée]|bakery|surgery|nursery)$/iu;

// "Brasserie L'Étoile, Annecy" names the employer then its town, where 'Northern Quarter, Manchester' is a
// district and its city: the name opens with a kind of establishment, or says it is an organisation.
// 'The Old Bell, Marlborough': after a name that says it is an establishment, a town the list of cities lacks.
// 'Oakmere Junior School, Gorton, Manchester': a district, then its city.
const TOWN = /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}$/u;

function establishmentInTown(part: string): string | null {
  const comma = part.indexOf(', ');
  if (comma < 0) return null;
  const tail = part.slice(comma + 2).split(', ');
  if (tail.some((place) => placeOf(place) === null && !TOWN.test(place))) return null;
  const head = part.slice(0, comma);
  if (!isNameLike(head) || looksLikeJobTitle(head)) return null;
  return ESTABLISHMENT.test(head) || ESTABLISHMENT_END.test(head) || ARTICLE_NAME.test(head) || namesOrganisation(head) || hasCompanyMark(head) ? head : null;
}

function isNameLike(part: string): boolean {
  if (!/^[\p{Lu}\d]/u.test(part) || /[:@/]|\d{2}/.test(part) || part.split(' ').length > 6 || WORK_PATTERN.test(part)) return false;
  // Every long word of a name is capitalised, but one lower-case word is fine: 'Hôpital privé de la Loire'.
  const lowerWords = part.split(' ').filter((word) => word.length > 3 && startsLower(word));
  return lowerWords.length <= 1 && !NOISE.test(part) && !AUDIENCE.test(part) && !isChromePart(part);
}

/**
 * Reads the header of a posting, the lines above its first section: its title, places and the
 * names that can only be the employer ('Spotify' in 'Senior Data Analyst – Spotify – Stockholm',
 * 'Le Bistrot du Port' on its own line under the title, as Indeed and Welcome to the Jungle show it).
 */
export function readHeader(headLines: readonly string[]): PostingHeader {
  const header: PostingHeader = { lines: [], titles: [], places: [], names: [] };
  for (const line of headLines.slice(0, MAX_HEADER_LINES)) {
    const parts = line.split(SEPARATOR);
    // 'Lieu : Angoulême (16) – 2 agences…', 'Job type: Permanent, full time (Mon–Fri 8.30am – 5pm)': every part
    // of a labelled line is its field's value; the employer's own label is read by findCompany.
    const labelled = LABEL.test(line);
    if (parts.length > MAX_PARTS || withBullet(line) || line.endsWith(':') || SENTENCE.test(line) || GREETING.test(line) || isPageChrome(line) || parts.some((part) => part.split(' ').length > MAX_PART_WORDS)) continue;
    header.lines.push(line);
    // '69 - Corbas' (APEC, France Travail) is one place, not a number and a name.
    if (DEPARTMENT_PLACE.test(line)) {
      header.places.push(line);
      continue;
    }
    for (const [at, rawPart] of parts.entries()) {
      // 'Mairie de Saint-Aubin-du-Cormier (35)': the department beside a name is its place, not part of it.
      const part = rawPart.trim().replace(DEPARTMENT_AFTER, '');
      if (part.length === 0 || /^\d{2,3}$/u.test(part)) continue;
      // 'Florac-Trois-Rivières (48)', 'Cesson-Sévigné (35)', 'CDI – Saint-Herblain - 44' (HelloWork): one word, hyphens
      // aside, beside its department is a town.
      const department = part !== rawPart.trim() || /^\d{2,3}$/u.test(parts[at + 1]?.trim() ?? '');
      if (department && /^\p{Lu}[\p{L}'’]*(?:-[\p{L}'’]+)*$/u.test(part)) {
        header.places.push(part);
        continue;
      }
      if (labelled && !TITLE_MARK.test(part) && !looksLikeJobTitle(part) && placeOf(part) === null) continue;
      // "Brasserie L'Étoile, Annecy": an establishment and its town.
      const establishment = establishmentInTown(part);
      if (establishment !== null) {
        header.names.push(establishment);
        header.places.push(part.slice(part.indexOf(', ') + 2));
      } else if ((hasCompanyMark(part) || namesOrganisation(part)) && isNameLike(part)) header.names.push(part);
      else if (TITLE_MARK.test(part) || looksLikeJobTitle(part)) header.titles.push(part);
      // 'Northern Quarter, Manchester': a district before its city is a place too.
      else if (placeOf(part) !== null || placeOf(part.split(', ').pop() ?? '') !== null) header.places.push(part);
      // "Proxim'Intérim" names an agency, though 'intérim' is a contract.
      else if ((contractIn(part) === null || /\p{L}['’]\p{Lu}/u.test(part)) && isNameLike(part) && foldText(part) !== 'offre d\'emploi') header.names.push(part);
    }
  }
  return header;
}
