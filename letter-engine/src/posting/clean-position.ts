import { foldText } from '../text/fold.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import { trimEdges } from '../text/trim-edges.ts';

// '(H/F)', 'F/H', '(M/F/D)', '(m/w/d)', 'H/F/X'… the gender markers of French and European postings.
const GENDER_MARKER = /\(? ?\b(?:[HFMW] ?\/ ?[HFMW](?: ?\/ ?[XDN])?|[HF] ?- ?[HF])\b ?\)?/gi;

// Parts of a title line that are not the title: contract, place, work pattern, pay.
const NOT_TITLE =
  /^(?:cdi|cdd|stage|alternance|apprentissage|int[ée]rim|freelance|full[- ]?time|part[- ]?time|permanent|contract|temps plein|temps partiel|remote|t[ée]l[ée]travail.*|hybrid[e]?.*|100 ?% remote|urgent|\d+ ?k?[€£$].*|.*\b\d{5}\b.*|.*\(\d{2,3}\)|paris.*|lyon.*|marseille.*|toulouse.*|bordeaux.*|lille.*|nantes.*|london.*|dublin.*|manchester.*|[iî]le[- ]de[- ]france|france|europe|uk|ireland)$/i;

const PREFIX = /^(?:offre d['’]emploi|offre|annonce|job|poste|recrutement|(?:job )?vacancy|opening|(?:the )?opportunity|(?:the )?role|poste à pourvoir|nous recrutons|we(?:['’]re| are) hiring|hiring|urgent) ?[:：\-–—] ?/i;

const ARTICLE = /^(?:(?:son|sa|le|la|un|une|his|her) ?\/ ?(?:son|sa|le|la|un|une|his|her|their)|un[·.-]e|un ?\(e\)|une? ?\(e\)|une|un|des|plusieurs|several|a|an|the|le|la|l['’]|notre|nos|our|son|sa|ses|their|its|futur ?\(e\)|future?|nouveau|nouvelle|next|new|another) /i;

// 'an experienced BARBER', 'a friendly Barista': what the post hopes for, not its name.
const PRAISE = /^(?:experienced|talented|motivated|passionate|friendly|enthusiastic|dynamic|reliable|hard[- ]working|skilled|dedicated|brilliant|fantastic|great) /i;
// 'Part time sales assistant needed', 'Temporary warehouse operative': the hours and the contract, not the job.
const LEADING_TERMS = /^(?:part[- ]?time|full[- ]?time|temporary|temp|permanent|seasonal|casual|fixed[- ]term) /i;
// 'un apprenti boulanger motivé', 'un(e) serveur(se) souriant(e)': French praise follows the noun.
const TRAILING_PRAISE = / (?:motiv[ée]|dynamique|s[ée]rieux|s[ée]rieuse|souriant|passionn[ée]|enthousiaste|rigoureux|rigoureuse)(?:\(?e\)?|\(se\))?s?$/i;

// A duration in brackets belongs to the contract: 'Assistant(e) marketing (6 mois)'.
const DURATION = /\((?:[^()]{0,20} )?\d{1,2} ?(?:mois|months?|semaines|weeks)(?: [^()]{0,20})?\)/gi;

// Hours in brackets belong to the contract too: 'Receptionist (20 Hours a Week, Weekends)', 'Vendeur (24h/semaine)'.
const HOURS = /\((?:[^()]{0,20} )?\d{1,2} ?(?:h|hrs?|hours?|heures)\b[^()]{0,40}\)/giu;

// A title stops where the sentence goes on about the job: 'Développeur React pour renforcer…'.
const TITLE_END =
  / (?:pour|afin|qui|dont|to|who|that|which|in order|bas[ée]e?s?|based|au sein|within|in our|in the|with|avec|en cdi|en cdd|en alternance|en stage|en freelance|sur (?:notre|nos|le|la|les)|dans (?:notre|nos|le|la|les|un|une)|on a|on our|rattach[ée]|reporting|et vous|and you|from|dès|for (?:its|our|the|a|an|their)|in (?:our|its|their|a|an)|at (?:our|its|their|the)|wanted|needed|required|urgently|asap)\b.*$/i;

// The terms in brackets belong to the contract: 'Receptionist (Part-time)', 'Vendeur (CDI, 35 h)'.
const BRACKETED_TERMS = /\((?:part[- ]?time|full[- ]?time|temps (?:plein|partiel)|cdi|cdd|int[ée]rim|temporary|temp|permanent|fixed[- ]term|maternity cover|freelance|stage|alternance)\b[^()]{0,30}\)/gi;

// Pictograms decorate a post's title line: 'PIZZA CHEF WANTED 🍕🍕'.
const PICTOGRAMS = /[\p{Extended_Pictographic}\uFE0F]/gu;

// 'Serveur à Dijon', 'Nurse in Leeds': a capitalised place ends the title (case matters here).
const PLACE_END = / (?:à|in|at) \p{Lu}.*$/u;

// Keeps 'Comptable confirmé(e)' whole while dropping a stray bracket: '(Senior' → 'Senior'. Counts
// once and walks inwards, so a pasted run of thousands of brackets costs one pass.
function balanceParentheses(part: string): string {
  let opened = 0;
  let closed = 0;
  for (const char of part) {
    if (char === '(') opened += 1;
    else if (char === ')') closed += 1;
  }
  let start = 0;
  let end = part.length;
  while (end > start && closed > opened && part.charAt(end - 1) === ')') {
    closed -= 1;
    end -= 1;
    while (end > start && part.charAt(end - 1) === ' ') end -= 1;
  }
  while (start < end && opened > closed && part.charAt(start) === '(') {
    opened -= 1;
    start += 1;
    while (start < end && part.charAt(start) === ' ') start += 1;
  }
  return part.slice(start, end);
}

// 'Enseignant(e) de la conduite et de la sécurité routière (ECSR)', 'Midday Supervisory Assistant (MSA)': the
// acronym in brackets abbreviates the title before it, whose letters it takes in order from the first word.
const TRAILING_ACRONYM = /^(.*\S) \((\p{Lu}{2,6})\)$/u;

function withoutOwnAcronym(title: string): string {
  const match = TRAILING_ACRONYM.exec(title);
  if (match === null) return title;
  const [, spelled = '', acronym = ''] = match;
  const initials = foldText(spelled)
    .split(/[^a-z]+/)
    .filter((word) => word.length > 1)
    .map((word) => word.charAt(0));
  const letters = foldText(acronym).split('');
  if (letters[0] !== initials[0]) return title;
  let at = 0;
  for (const initial of initials) if (initial === letters[at]) at += 1;
  return at === letters.length && spelled.split(' ').length > letters.length - 1 ? spelled : title;
}

// Rule 'a bracket the title's end cut open': 'Pest Control Technician (trainees with the right attitude considered)' (a
// careers page) and 'un boucher qualifié (ou une bouchère !) pour renforcer l'équipe' (a butcher's post) lost their
// bracket's end with the sentence the title stops at, and gave 'the Pest Control Technician (trainees role': the bracket
// left open goes, with what it holds.
function withoutOpenBracket(title: string): string {
  const open = title.lastIndexOf('(');
  return open > 0 && !title.slice(open).includes(')') ? title.slice(0, open).trim() : title;
}

// 'offre agent de quai', 'Vacancy Assistant Keeper' (a mail's subject): the word for an offer before the job, no colon.
const OFFER = /^(?:offre(?: d['’]emploi)?|annonce|vacancy|job offer) (?=\p{L})/iu;

// 'recrute 3 EMPLOYÉ(E)S POLYVALENT(E)S', 'hiring 2 Kitchen Porters', 'recherche des vendeurs': the count is the employer's need, and the
// letter applies for one of the posts.
const COUNT = /^(?:\d{1,2}|deux|trois|quatre|cinq|six|dix|two|three|four|five|ten|des|plusieurs|several|multiple) (?:x )?(?=\p{L})/iu;

// The words before a title's complement ('agents | de quai', 'Kitchen Porters') carry its plural.
const COMPLEMENT = / (?:de|du|des|d['’]|en|à|au|aux|of|for|in|at|pour)(?: |$)/iu;
// French writes the plural on every word of the head ('employés polyvalents'), English on its last ('Sales Assistants').
const FRENCH_MARKS = /[àâçéèêëîïôûù]|\((?:e|E)\)/u;
const PLURAL_END = /(?<=\p{L}{2})(?:\(([eE])\)[sS]|([^sS\s])[sS])$|(?<=\p{L})(?:aux|AUX)$/u;

function singularWord(word: string): string {
  return word
    .split('-')
    .map((part) =>
      part.replace(PLURAL_END, (whole, inclusive: string | undefined, last: string | undefined) => {
        if (inclusive !== undefined) return `(${inclusive})`;
        if (last !== undefined) return last;
        return whole === 'AUX' ? 'AL' : 'al';
      }),
    )
    .join('-');
}

function singular(title: string): string {
  const complement = COMPLEMENT.exec(title);
  const head = complement === null ? title : title.slice(0, complement.index);
  const words = head.split(' ');
  const everyWord = FRENCH_MARKS.test(head) || words.length === 1;
  const singularHead = words.map((word, index) => (everyWord || index === words.length - 1 ? singularWord(word) : word)).join(' ');
  return singularHead + title.slice(head.length);
}

// Rule 'a pair of forms, each with its determiner': 'un crêpier ou une crêpière' (a crêperie's post), 'notre sommelier
// ou notre sommelière' (a restaurant's), 'Vendeur / une vendeuse': the second form goes without it, as the first does.
const PAIR_DETERMINER = / (\/|ou|or) (?:(?:une?|an?|notre|votre|our|your|the|le|la) |l['’])/giu;

/**
 * Turns a raw title phrase into the position's name: gender markers ('(H/F)', '(F/H)', 'm/f/d'),
 * contract, place and pay parts, 'Offre d'emploi :' prefixes and leading articles ('un(e)',
 * 'a', 'notre futur(e)') are removed. Returns null when nothing title-like is left.
 */
export function cleanPosition(raw: string): string | null {
  let title = raw.replace(PICTOGRAMS, ' ').replace(/\s+/g, ' ').replace(GENDER_MARKER, ' ').replace(DURATION, ' ').replace(HOURS, ' ').replace(BRACKETED_TERMS, ' ').replace(PREFIX, '').trim();
  const offered = OFFER.exec(title);
  if (offered !== null && looksLikeJobTitle(title.slice(offered[0].length))) title = title.slice(offered[0].length);
  // '2 plasterers', and 'Plasterers wanted', 'Kitchen Porters needed': the ad hires more than one, the letter applies for one post.
  const counted = COUNT.test(title) || /\s(?:wanted|needed|required)\b/iu.test(title);
  title = title.replace(COUNT, '');
  for (let i = 0; i < 3; i += 1) title = title.replace(ARTICLE, '').replace(PRAISE, '').replace(LEADING_TERMS, '');
  title = withoutOpenBracket(title.replace(TITLE_END, '')).replace(PLACE_END, '').replace(TRAILING_PRAISE, '').replace(PAIR_DETERMINER, ' $1 ');
  if (counted) title = singular(title);
  const parts = title
    .split(/ [-–—·•] | ?\| ?/)
    // A dash or a colon left before the title by the words cut off ('WE'RE HIRING – TRACK OPERATIVES') is no part of it, nor one
    // left after it by a gender mark taken off ('Technicien(ne) de maintenance industrielle (BTS MS) – H/F', a careers page).
    .map((part) => balanceParentheses(trimEdges(part, ' "\'«“–—•·:', ' "\'»”.,;:!?–—')))
    .filter((part) => part.length > 0 && !NOT_TITLE.test(part));
  const chosen = parts.find(looksLikeJobTitle) ?? parts[0];
  if (chosen === undefined) return null;
  const cleaned = chosen
    .replace(/ ?\( ?\) ?/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
  const words = cleaned.split(' ').length;
  if (cleaned.length < 2 || cleaned.length > 80 || words > 10) return null;
  if (foldText(cleaned) === 'offre d emploi') return null;
  const unabbreviated = withoutOwnAcronym(cleaned);
  return unabbreviated.charAt(0).toLocaleUpperCase('fr') + unabbreviated.slice(1);
}
