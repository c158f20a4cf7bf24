import { hasCompanyMark } from '../text/company-marks.ts';
import { foldText } from '../text/fold.ts';
import { looksLikeJobTitle } from '../text/job-titles.ts';
import { knownCity } from '../text/places.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { spellingsOf } from './position-casing.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { withoutAccountLink } from './page-chrome.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { hasUpper, startsUpper } from '../text/letter-case.ts';

// A company name: up to five capitalised words ('Maison Lumen', "L'Oréal", 'BNP Paribas'),
// possibly joined by '&', 'de', 'of', "d'"… ('Les Saisons d'Annecy', 'Hôpital de la Croix-Rousse').
// Names never run over a line: the joiners are spaces, not any blank. A name in capitals keeps its joiners
// in capitals: "L'ENSEMBLE SCOLAIRE NOTRE-DAME DE LA BAIE RECRUTE !".
const JOINER = String.raw`(?: (?:& )?(?:(?:de la|de|du|des|à|au|aux|of|the|and|et|DE LA|DE|DU|DES) )?| (?:de )?[dl]['’])`;
const NAME = String.raw`(\p{Lu}[\p{L}\d&'’.+-]*(?:${JOINER}[\p{Lu}\d][\p{L}\d&'’.+-]*){0,4})`;
const NOT_LETTER = String.raw`(?![\p{L}])`;
// 'Rejoignez la Brasserie Saint-Georges', "Rejoignez l'École Montessori des Lilas", 'Join the Ritz'.
const ARTICLE = String.raw`(?:la |le |les |l['’]|the )?`;

// Generic descriptors before a name: 'La société Acme recrute', 'Société Lumio recrute', 'Le cabinet
// Fidal recherche' → 'Acme', 'Lumio', 'Fidal'.
const DESCRIPTOR = String.raw`(?:(?:[Ll]a |[Ll]e |[Ll]['’])?(?:[Ss]oci[ée]t[ée]|[Ee]ntreprise|[Ss]tart-?up|[Ss]cale-?up|[Cc]abinet|[Aa]gence|[Aa]ssociation|[Mm]arque|[Mm]aison de)\s+)?`;

// 'School: Oakfield Primary School', 'Restaurant : Le Petit Zinc', 'Trust: …': a field naming the establishment that hires.
const LABELLED = new RegExp(
  String.raw`^[ \t]*(?:entreprise|soci[ée]t[ée]|employeur|company(?: name)?|employer|organi[sz]ation|structure|nom de l['’]entreprise|nom de la soci[ée]t[ée]|raison sociale|enseigne|[ée]tablissement|organisme|recruteur|hiring company|school|[ée]cole|academy|trust|restaurant|h[ôo]tel|nursery|cr[èe]che)[ \t]*[:：][ \t]*([^ \t\n\r\u2028\u2029].*|[ \t])$`,
  'imu',
);

// Ordered by how reliable each wording is; they hold anywhere in the posting.
const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?:^|[.!?…]\s+)${DESCRIPTOR}${NAME}(?: \([^()\n]{0,120}\))?\s+(?:recrutent|recrute|recherchent|recherche|cherchent|cherche|is hiring|is looking for|is recruiting|are hiring|are looking for|are recruiting|seeks|est à la recherche|RECRUTENT|RECRUTE|RECHERCHE|IS HIRING|ARE HIRING)${NOT_LETTER}`, 'mu'),
  new RegExp(String.raw`(?:^|[.!?…]\s+)Chez\s+${NAME}\s*,`, 'mu'),
  new RegExp(String.raw`(?:^|[.!?…]\s+)At\s+${NAME}\s*,\s*(?:we|our)\b`, 'mu'),
  // 'Rejoignez la MAM Les Petits Pas à Saint-Jean-de-Braye !', 'Careers at Brightwater Dental'.
  new RegExp(
    String.raw`^[^\S\n\r\u2028\u2029]*(?:About|[ÀA] propos (?:de |d['’])|Qui est|Who is|Rejoignez|Rejoindre|Join|Pourquoi rejoindre|Why join|Careers at|Jobs at|Work at|Working at|Carrières chez|Travailler chez)\s*${ARTICLE}${NAME}(?:\s+(?:à|au|en|in|at)\s+\p{Lu}[\p{L}'’ -]{1,40})?\s*(?:[?!:.]\s*)?$`,
    'mu',
  ),
  new RegExp(String.raw`(?:^|[.!?…]\s+)(?:Rejoignez|Rejoindre|Join)\s+${ARTICLE}${NAME}\s+(?:en tant que|comme|as)\s`, 'mu'),
  // '… je cherche une toiletteuse pour rejoindre l'équipe de Poils & Frimousses': the purpose names the team's employer.
  new RegExp(String.raw`(?:(?:^|[.!?…]\s+)(?:Rejoignez|Rejoindre|Join)|\b(?:pour|to) (?:rejoindre|join))\s+(?:l['’]équipe|les équipes|the team|our team)\s+(?:de\s+|d['’]|at\s+|of\s+)${NAME}`, 'mu'),
  // A title line ('Barista at Pret A Manger'), never a sentence listing things by commas ('28 days' holiday…, 2 office days a
  // week at Temple Quay, …', a LinkedIn post's benefits): the office's place is no employer. Nor a list's bullet: '• First
  // Aid at Work or Emergency First Aid at Work' (a leisure trust's requirements), '- Delivering at Pace' (a civil service
  // behaviour, read as the employer 'Pace') is no title.
  new RegExp(String.raw`^(?![•▪●*✅✔-]\s)[^,\n]{3,80}?\s(?:chez|at|@)\s+${NAME}\s*(?:\(|$|[-–—|,])`, 'mu'),
  // 'Posted 2 days ago by Grindhouse Coffee Co.', 'Publiée il y a 3 jours par Maison Lumen': the board names the poster.
  // A person posts too: 'Publiée par Claire Vasseur, pharmacienne titulaire' (a role after a comma), 'Publié par
  // Maëva Roussel · 3 j' (a social post's age): the name must end the line or a board's field.
  new RegExp(String.raw`^(?:Posted|Reposted|Published|Publiée?|Mise? en ligne)\b[^\n]{0,40}?\s(?:by|par)\s+${NAME}(?=\s*$|\s+[|–—-]\s|\s+·\s+(?!\d{1,2} ?\p{L}{0,7}(?:\s|$)))`, 'mu'),
  // 'Restaurations Loire-Anjou, c'est…': the company introducing itself.
  new RegExp(String.raw`^${NAME}\s*,\s*c['’]est${NOT_LETTER}`, 'mu'),
  // 'Lieu : Cabinet infirmier des Tilleuls, Landerneau (29)': the place of work is a named establishment.
  new RegExp(String.raw`^(?:Lieu(?: de travail| d['’]exercice)?|Location|Site)\s*:\s*((?:Cabinet|Clinique|Hôpital|EHPAD|École|Pharmacie|Restaurant|Hôtel|Résidence|Crèche|Laboratoire)\s[^,()\n]{2,50})`, 'mu'),
  // 'Fintalk, fintech lyonnaise de 120 personnes, recrute un(e)…'
  new RegExp(String.raw`(?:^|[.!?…]\s+)${DESCRIPTOR}${NAME}\s*,[^.,\n]{3,100},\s*(?:recrute|recherche|is hiring|is looking for|seeks)${NOT_LETTER}`, 'mu'),
];

// What a company says of itself in its opening lines: 'Clinéo, réseau de 14 cliniques…', 'Atlas
// Logistics operates a 40,000 m² distribution centre…', 'Meditrack est une start-up…'. Read only in
// the header and the company's own section: elsewhere such a sentence may be about a client.
const COMPANY_NOUN = String.raw`(?:r[ée]seau|groupe|leader|fintech|start-?up|scale-?up|entreprise|soci[ée]t[ée]|cabinet|acteur|sp[ée]cialiste|[ée]diteur|filiale|enseigne|marque|cha[iî]ne|PME|ETI|association|[ée]tablissement|clinique|h[ôo]pital|centre|h[ôo]tel|restaurant|brasserie|agence|[ée]cole|organisme|fabricant|distributeur|plateforme|pionnier|expert|r[ée]f[ée]rence|n°|num[ée]ro|prestataire|op[ée]rateur|constructeur|bureau|studio|collectivit[ée]|institut|laboratoire|banque|assureur|mutuelle|coop[ée]rative|fondation|EHPAD|maison|boutique|magasin|company|firm|provider|retailer|chain|group|network|platform|agency|maker|manufacturer|leading|business|charity|trust|school|hospital|hotel|bank|insurer|startup|specialist|supplier|distributor|publisher|consultancy|practice|clinic|family-owned|independent)`;
const SELF_VERB = String.raw`(?:operates|runs|builds|provides|develops|designs|manages|offers|makes|helps|employs|serves|delivers|has been|has (?:grown|built|run|\p{Ll}+ed)|was founded|g[èe]re|exploite|con[çc]oit|d[ée]veloppe|accompagne|propose|fabrique|compte|emploie|regroupe|r[ée]unit|op[èe]re|accueille|distribue|commercialise|[ée]dite|produit|fournit|aide|f[ée]d[èe]re|rassemble|cr[ée]e|imagine|vend|sert|livre|construit|installe|transforme|r[ée]alise|creates|sells|builds|ships|supplies|cares for|est n[ée]e?|a [ée]t[ée] fond[ée]e?)`;
// 'About us: Kadoa is a B2B platform…', 'Qui sommes-nous ? Lumio est…': the board's label before the company's words.
const ABOUT_US = String.raw`(?:(?:About us|Who we are|À propos de nous|A propos de nous|Qui sommes-nous)\s*[:?]\s*)?`;
const SELF_DESCRIPTIONS: readonly RegExp[] = [
  new RegExp(String.raw`^${ABOUT_US}${DESCRIPTOR}${NAME}(?:\s+est\s+(?:un|une|le|la|l['’]|aujourd|depuis|leader|n°|né)|\s+is\s+(?:a|an|the)\s|\s*,\s*(?:leader|start-?up|scale-?up|éditeur|acteur|spécialiste|pionnier|groupe|entreprise|a leading|the leading|an? ))`, 'mu'),
  new RegExp(String.raw`(?:^|[.!?…]\s+)${DESCRIPTOR}${NAME}\s*,\s*(?:(?:un|une|le|la|l['’]|the|a|an|notre|our)\s+)?(?:[\p{L}\d-]+\s+){0,3}?${COMPANY_NOUN}${NOT_LETTER}`, 'mu'),
  new RegExp(String.raw`^${ABOUT_US}${DESCRIPTOR}${NAME}\s+${SELF_VERB}${NOT_LETTER}`, 'mu'),
  // 'Lycée privé Saint-Joseph, établissement sous contrat…': a name with a lower-case word in it.
  new RegExp(String.raw`^(\p{Lu}[^,.;:!?()\n]{1,60}),\s*(?:(?:un|une|le|la|l['’]|the|a|an|notre|our)\s+)?(?:[\p{L}\d-]+\s+){0,3}?${COMPANY_NOUN}${NOT_LETTER}`, 'mu'),
  // 'Le Groupe scolaire Sainte-Anne est un établissement privé…': such a name, ending on a capitalised word
  // ('Le candidat idéal est un expert…' does not), saying what it is.
  new RegExp(
    String.raw`^(\p{Lu}[^,.;:!?()\n]{0,40}?\s\p{Lu}[^,.;:!?()\s]*)\s+(?:est\s+(?:(?:un|une|le|la)\s+|l['’])|is\s+(?:a|an|the)\s+)(?:[\p{L}\d-]+\s+){0,2}?${COMPANY_NOUN}${NOT_LETTER}`,
    'mu',
  ),
  // 'Nous recrutons un(e) barman pour notre restaurant Le Comptoir'
  new RegExp(String.raw`\b(?:[Nn]otre|[Oo]ur)\s+(?:restaurant|h[ôo]tel|boutique|magasin|clinique|[ée]tablissement|agence|cabinet|[ée]cole|cr[èe]che|EHPAD|r[ée]sidence|brasserie|caf[ée]|bar|store|shop|clinic|school|nursery|care home|pharmacie|pharmacy|laboratoire|salon)\s+${NAME}`, 'mu'),
];

// First words that make a phrase a pronoun or a section, never a company name ('Nous recrutons',
// 'Votre profil'). 'La' and 'Le' stay allowed: 'La Poste recrute'.
const NOT_A_NAME_START = lexiconWordSet({ list: 'not-a-name-start' });

// Words that open a line of a posting's header or profile but never a company's name: 'Expérience
// exigée', 'Débutant accepté', 'Rigoureux, vous…'.
const NOT_A_NAME_OPENING = lexiconWordSet({ list: 'not-a-name-opening' });

// 'Le Groupe Hospitalier Mutualiste', "L'École Montessori…": the article is the sentence's, not the name's.
const GENERIC_NOUNS = lexiconWordSet({ list: 'company-generic-nouns' });
// 'Cabinet de recrutement', 'Recruitment Agency': the kind of firm a header names beside the name.
const FIRM_KIND = lexiconWordSet({ list: 'firm-kind-words' });

// A team or a department of the employer, not the employer: 'Legal Secretary – Private Client Team'.
const UNIT_WORDS = lexiconWordSet({ list: 'employer-units' });
const LEADING_ARTICLE = /^(?:L['’]|Le |La |LE |LA )(.+)$/u;

const PLACE_PARTS = lexiconWordSet({ list: 'place-parts' });

// Articles alone are never a name, though 'La Poste' and 'The Ritz' are.
const ARTICLES = lexiconWordSet({ list: 'company-articles' });

// 'Entreprise confidentielle', 'Confidential client', 'Anonymous employer': the posting says it names no one.
const UNNAMED = /\b(?:confidenti|anonym)/;

const GENERIC = lexiconWordSet({ list: 'unnamed-employers' });

const EDGE_LEADING = ' "\'«“';
const EDGE_TRAILING = ' "\'»”.,;:!?';

const LEGAL_FORM = /(?<!\s)\s+(?:SAS|SASU|SARL|SA|EURL|SCOP|Inc\.?|Ltd\.?|LLC|GmbH|plc|Limited)$/i;

// 'Decathlon Lyon Part-Dieu' is the Lyon store of Decathlon: the company's name stops at the city.
// A city after 'de' or 'of' belongs to the name: 'Collège Sainte-Marie de Lorient'.
const CITY_JOINERS = lexiconWordSet({ list: 'of-prepositions' });

// 'MAM Les Petits Pas à Saint-Jean-de-Braye': a town after 'à' is where the name is, while 'La Cave à Fromages' is
// one name. A town is a known city or a compound name ('Saint-Jean-de-Braye', 'Boulogne-sur-Mer').
const IN_TOWN = / à (\p{Lu}[\p{L}'’-]*)$/u;

function withoutPlace(rawName: string): string {
  const town = IN_TOWN.exec(rawName);
  const name = town !== null && (town[1]?.includes('-') === true || knownCity(town[1] ?? '') !== null) ? rawName.slice(0, town.index) : rawName;
  const words = name.split(/\s+/);
  const joined = (index: number): boolean => CITY_JOINERS.has(foldText(words[index - 1] ?? ''));
  const cityAt = words.findIndex((word, index) => index > 0 && !joined(index) && knownCity(word) !== null);
  return cityAt > 0 ? words.slice(0, cityAt).join(' ') : name;
}

// 'Worcestershire County Council (maintained school)', 'Clinique du Parc (groupe Elsan)', 'Cabinet Kiné des Capucins
// (4 kinésithérapeutes, 1 ostéopathe)': a note in lower case or a count in brackets says what the employer is, and is
// no part of its name; '(UK)' or '(Lyon)' may be.
const TRAILING_NOTE = /\((?:\p{Ll}|\d)[^()]{0,60}\)$/u;

// A careers site's title adds a word for the page after the employer's name: 'Kestrel Home Insurance careers',
// 'Tesco Careers'. A word before it is not a name at all (NOT_A_NAME_OPENING).
const CAREERS_PAGE = lexiconWordSet({ list: 'careers-page-words' });

function withoutCareersWord(name: string): string {
  const words = name.split(' ');
  const last = words[words.length - 1] ?? '';
  return words.length > 1 && CAREERS_PAGE.has(foldText(last)) ? words.slice(0, -1).join(' ') : name;
}

/** The company's name as a posting writes it, or null when the phrase cannot be one. */
// 'Collège Jean-Moulin, 12 rue des Aciéries', 'Oakfield Primary School, 14 High Street': a labelled employer
// followed by its street address; the name ends at the comma before the number.
const STREET = /^\d{1,4}(?:\s?(?:bis|ter|[a-z]))?,?\s(?:rue|avenue|av\.|boulevard|bd|chemin|place|allée|allee|impasse|quai|route|cours|square|road|street|lane|way|drive|close|crescent|high street)\b/iu;

function withoutAddress(text: string): string {
  const parts = text.split(', ');
  const at = parts.findIndex((part, index) => index > 0 && STREET.test(part));
  return at < 0 ? text : parts.slice(0, at).join(', ');
}

export function cleanCompany(raw: string): string | null {
  // 'Hôtel Les Remparts ★★★★', 'Café Lumen ☕': stars and pictograms decorate, they do not name.
  const undecorated = withoutCareersWord(withoutAccountLink(raw).replace(/[\p{So}\p{Extended_Pictographic}\uFE0F]+/gu, ' ').replace(/\s+/g, ' ').trim());
  // 'Centre Ophtalmologique du Parc – Tours (37)': the dash the town left behind goes with it.
  let name = withoutPlace(trimEdges(withoutAddress(undecorated.trim()).replace(TRAILING_NOTE, ''), EDGE_LEADING, EDGE_TRAILING).replace(LEGAL_FORM, '').trim()).replace(/\s[–—-]$/u, '');
  const afterArticle = LEADING_ARTICLE.exec(name)?.[1];
  // "L'ADMR du Pays de Rennes": an acronym takes the sentence's article, not the name's.
  const acronym = /^\p{Lu}{2,}(?![\p{Ll}])/u.test(afterArticle ?? '');
  if (afterArticle !== undefined && (acronym || GENERIC_NOUNS.has(foldText(afterArticle.split(' ')[0] ?? '')))) name = afterArticle;
  const folded = foldText(name).replace(/['’]/g, ' ');
  const words = folded.split(/\s+/);
  const firstWord = words[0] ?? '';
  if (name.length < 2 || name.length > 60 || words.length > 6) return null;
  if (GENERIC.has(folded) || UNNAMED.test(folded) || NOT_A_NAME_START.has(firstWord) || NOT_A_NAME_OPENING.has(firstWord)) return null;
  if (words.every((word) => ARTICLES.has(word)) || knownCity(name) !== null) return null;
  // 'Bordeaux Métropole', 'Leeds City Centre', 'Lyon Nord': a city and the part of it the job is in; 'South'
  // ('Domestic Plumber – South Manchester', its city cut off) or 'Nord' alone is a part of a place too.
  if (knownCity(name.split(/\s+/)[0] ?? '') !== null && words.slice(1).every((word) => PLACE_PARTS.has(word))) return null;
  if (words.every((word) => PLACE_PARTS.has(word))) return null;
  if (words.every((word) => FIRM_KIND.has(word))) return null;
  // 'cabinet', 'le groupe' alone name a kind of employer, not this one.
  if (words.length === 1 && GENERIC_NOUNS.has(firstWord)) return null;
  // 'Clinique privée', 'Cabinet comptable': a kind of employer and its trade, with no name of its own.
  if (GENERIC_NOUNS.has(firstWord) && name.split(/\s+/).slice(1).every((word) => !hasUpper(word))) return null;
  if (words.length > 1 && UNIT_WORDS.has(words[words.length - 1] ?? '')) return null;
  // 'Cabinet infirmier des Tilleuls' names a trade after its kind of establishment, and is still a name.
  // 'Fade & Co. Barbers' is a company that names its trade.
  // Rule 'a trade in the plural closes a business's name': 'Azur Prestige Chauffeurs' (a VTC firm's social post), 'Fade
  // & Co. Barbers' (a barber's): names first, then the trade they sell; a job title opens on its trade ('Chauffeur VTC').
  const tradeAfterNames = words.length > 1 && /[sx]$/u.test(words.at(-1) ?? '') && !looksLikeJobTitle(name.split(/\s+/u)[0] ?? '');
  if (!GENERIC_NOUNS.has(firstWord) && !hasCompanyMark(name) && !tradeAfterNames && looksLikeJobTitle(name)) return null;
  return name;
}

function firstMatch(patterns: readonly RegExp[], text: string): string | null {
  for (const pattern of patterns) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const name = cleanCompany(match[1] ?? '');
      if (name !== null) return name;
    }
  }
  return null;
}

/**
 * Finds the hiring company's name in a posting: a labelled line ('Entreprise : X', 'Company: X'),
 * then wordings such as 'X recrute', 'La société X recherche', 'X is hiring', 'Chez X, nous…',
 * 'At X, we…', 'À propos de X', 'About X', 'Rejoignez X', a title line '… chez X' / '… at X',
 * 'X, fintech lyonnaise, recrute', and finally, in the opening and company lines only, what a company
 * says of itself: 'X est une…', 'X is a…', 'X, réseau de…', 'X operates…'. Pronouns and
 * placeholders ('Nous', 'Notre client') are never taken for a name. Null when nothing names it.
 * Expects the posting's lines with their spaces collapsed (postingLines): a name never spans two lines.
 */
// '✨ Rejoignez Institut Belle Rive ! ✨', '*** SHINE BROS ARE HIRING ***': a post's pictograms and stars
// decorate the line and are no part of it; a line they open starts after them.
const DECORATION = /[\p{Extended_Pictographic}\uFE0F]/gu;
const LEADING_DECORATION = /^[^\S\n\r\u2028\u2029]*(?:[*#~=_]+[^\S\n\r\u2028\u2029]*)*/gmu;

function undecorated(text: string): string {
  return text.replace(DECORATION, '').replace(LEADING_DECORATION, '');
}

// Rule 'a client named is the employer': 'Alphée Intérim recrute pour son client Cantal Terrassement, entreprise de travaux
// publics…' (a temping agency's post), 'Altéo Recrutement, cabinet…, recrute pour son client ASCELIA, ascensoriste
// indépendant…' (a recruitment firm's): the post is the client's, whom the letter addresses; the agency only relays it.
// A comma after 'client' opens what it is, not its name ('pour son client, PME de 25 salariés…', a temping agency's).
const NAMED_CLIENT = new RegExp(String.raw`\bpour (?:son|notre|leur) client\s+${NAME}`, 'u');

/** The client an agency names as the one it recruits for, or null. */
export function namedClient(text: string): string | null {
  const client = NAMED_CLIENT.exec(text)?.[1];
  return client === undefined ? null : cleanCompany(client);
}

export function findCompany(rawText: string, rawIntro: string = rawText): string | null {
  const text = undecorated(rawText);
  const introText = undecorated(rawIntro);
  const labelled = LABELLED.exec(text)?.[1];
  const fromLabel = labelled === undefined ? null : cleanCompany(labelled);
  return namedClient(text) ?? fromLabel ?? firstMatch(PATTERNS, text) ?? kindAndTradeName(text) ?? firstMatch(SELF_DESCRIPTIONS, introText);
}

// Rule 'an establishment named by its kind and its trade': 'Le Centre dentaire des Brotteaux recrute un(e) assistant(e)'
// (a dental centre's Indeed offer), '…, l'Hôpital privé des Garrigues (320 lits, Montpellier nord) recherche un(e)
// diététicien(ne)' (a hospital's LinkedIn post): a kind of establishment (company-generic-nouns), one lower-case word,
// then its name after 'de', 'du', 'des'.
const KIND_AND_TRADE = new RegExp(
  String.raw`(?:^|[.!?…,]\s+)(?:[Ll]e |[Ll]a |[Ll]['’])?((\p{Lu}\p{Ll}+) \p{Ll}+ (?:de la |du |des |de |d['’])\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2})(?: \([^()\n]{0,120}\))?\s+(?:recrutent|recrute|recherchent|recherche|cherche|est à la recherche)${NOT_LETTER}`,
  'gmu',
);

function kindAndTradeName(text: string): string | null {
  for (const match of text.matchAll(KIND_AND_TRADE)) {
    if (!GENERIC_NOUNS.has(foldText(match[2] ?? ''))) continue;
    const name = cleanCompany(match[1] ?? '');
    if (name !== null) return name;
  }
  return null;
}

/**
 * A name written in capitals by a job board ('TRANSPORTS DUPUIS') in the spelling the company's own
 * text uses ('Transports Dupuis'), when the text has one; else unchanged.
 */
export function usualSpelling(name: string, text: string): string {
  if (name !== name.toUpperCase() || name.length < 4) return name;
  for (const match of text.matchAll(new RegExp(escapeRegExp(name), 'giu'))) {
    if (match[0] !== name.toUpperCase()) return match[0];
  }
  // A name of several words the text never writes otherwise: 'VILLE DE REZÉ' → 'Ville de Rezé'; an acronym ('SNCF') stays.
  // A word its sentences do write keeps their spelling: 'L'AUTO-ÉCOLE DU PARC' and 'Auto-école familiale depuis 1994'.
  if (!name.includes(' ')) return name;
  const lines = text.split('\n');
  const ownSpelling = (word: string): string | undefined =>
    spellingsOf(word, lines).find((spelling) => startsUpper(spelling) && spelling !== spelling.toUpperCase());
  return name
    .split(' ')
    .map((word, index) => {
      const lower = word.toLocaleLowerCase('fr');
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return ownSpelling(word) ?? lower.replace(/(^|[-'’])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toLocaleUpperCase('fr'));
    })
    .join(' ')
    .replace(/\b([DL])['’](?=\p{Lu})/gu, (_m, letter: string) => `${letter.toLowerCase()}'`);
}

const SMALL_WORDS = lexiconWordSet({ list: 'lower-case-words' });
