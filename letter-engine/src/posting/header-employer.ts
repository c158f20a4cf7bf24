import { hasCompanyMark } from '../text/company-marks.ts';
import { namedClient } from './find-company.ts';
import { namesOrganisation } from './read-header.ts';

// 'Care Coordinator – Domiciliary Care' above '…a domiciliary care provider…': a header part the posting's own
// sentences write in lower case, or after an indefinite article, is a kind of service, sector or trade, not a name.
const INDEFINITE_ARTICLES = [' un', ' une', ' un(e)', ' a', ' an'];

function writtenAsCommonNoun(name: string, text: string): boolean {
  const lower = name.toLocaleLowerCase('en');
  if (lower !== name) {
    const at = text.indexOf(lower);
    if (at >= 0 && !/\p{L}/u.test(text.charAt(at - 1)) && !/\p{L}/u.test(text.charAt(at + lower.length))) return true;
  }
  // 'Infirmier(ère) de bloc opératoire – IBODE' above 'nous recherchons un IBODE': an article makes it a trade.
  return INDEFINITE_ARTICLES.some((article) => text.includes(`${article} ${name} `) || text.includes(`${article} ${name}.`));
}

// 'Not-for-profit Sector', 'Industrie Pharmaceutique': a board's line for the trade the job is in.
// 'Grande Distribution Spécialisée', 'Restauration collective', 'Hospitality': a trade's usual name, at most with a word
// saying which part of it.
const SECTOR_NAME = /^(?:grande distribution|distribution sp[ée]cialis[ée]e|restauration (?:collective|rapide|commerciale|traditionnelle)|h[ôo]tellerie(?:[- ]restauration)?|services à la personne|travaux publics|agroalimentaire|retail|hospitality|healthcare|social care)(?: [\p{L}-]+)?$/iu;
const SECTOR_WORD = /\b(?:sector|secteur|industry|industrie)\b/iu;

// 'Our client is a well-known fashion brand', 'Notre client, PME familiale…', 'We are working with a leading food
// distributor', 'Harbour Legal Recruitment are delighted to be working with a well-established, top 200 law firm', 'pour le
// compte de l'un de nos clients': the employer goes unnamed. Rule 'a client served is no client recruited': 'our client' or
// 'notre client' recruits only as a sentence's subject or after 'pour', 'for', 'on behalf of'; 'l'interlocuteur opérationnel
// de notre client e-commerce' (a logistics firm's own post), 'vous intervenez chez notre client' (an IT services firm's), 'our
// client's accounts' are the employer's customers, and the letter said 'que vous proposez pour votre client'. A client
// named after it ('pour son client Cantal Terrassement') is the employer (find-company.ts).
const UNNAMED_CLIENT =
  /(?:^|\n|[.!?:;•]\s*|\b(?:pour|for|of|compte de)\s)(?:our|notre|son) client(?![\p{L}]|['’]s)|\b(?:(?:un|l['’]un) de (?:nos|ses) clients|on behalf of (?:a|an|our)|(?:we are|we['’]re) (?:working with|partnering with|recruiting for) (?:a|an)|(?:are|is) (?:delighted|pleased|proud|excited|happy) to (?:be )?(?:working with|partnering with|recruiting for|recruiting on behalf of) (?:a|an)|pour le compte d['’](?:un|une)|for (?:a|an) (?:leading|well-known|established|national|local))(?![\p{L}])/iu;

/**
 * True when a name is a trade's or a sector's usual name ('Restauration rapide', 'Grande distribution'), never an
 * employer's; a name holding 'Industrie' may be one ('Volcane Industrie'), and so may one with a capitalised word after
 * the trade ('Retail Solutions').
 */
export function isSector(name: string): boolean {
  return SECTOR_NAME.test(name.trim()) && !/\s\p{Lu}/u.test(name.trim());
}

/**
 * The header's parts that can be the employer's name ('Spotify', 'Page Turner Books', 'Northway Recruitment'): not
 * a sector the posting writes in lower case or names as one, and, when the posting recruits for an unnamed client,
 * only a name that says it is an organisation (the agency's 'Northway Recruitment'), never the client's trade
 * ('Fashion Retail', 'Logistics & Distribution').
 */
/** Whether the posting recruits for a client it does not name ('Notre client, PME industrielle…', 'Our client is…'). */
export function recruitsForUnnamedClient(text: string): boolean {
  return UNNAMED_CLIENT.test(text) && namedClient(text) === null;
}

export function headerEmployers(names: readonly string[], text: string, headerLines: readonly string[] = []): string[] {
  const forUnnamedClient = recruitsForUnnamedClient(text);
  return names.filter(
    (name) =>
      !writtenAsCommonNoun(name, text) &&
      !SECTOR_NAME.test(name) &&
      !SECTOR_WORD.test(name) &&
      (!forUnnamedClient || namesOrganisation(name) || besideItsKind(name, headerLines) || hasCompanyMark(name) || /\p{L}['’]\p{Lu}/u.test(name)),
  );
}

// Rule 'a name beside its kind of firm': 'ARKÉA TALENTS – Cabinet de recrutement', 'HOLLAND & BYRNE – Recruitment
// Agency': the header line says what the name is, so an agency recruiting for an unnamed client is the sender.
function besideItsKind(name: string, headerLines: readonly string[]): boolean {
  return headerLines.some((line) => {
    const parts = line.split(/\s[–—-]\s/u).map((part) => part.trim());
    return parts.includes(name) && parts.some((part) => part !== name && namesOrganisation(part));
  });
}
