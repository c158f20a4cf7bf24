import actionNouns from './action-nouns.json' with { type: 'json' };
import dutyNouns from './duty-nouns.json' with { type: 'json' };
import { commaItems } from '../../text/comma-items.ts';
import { trimEdges } from '../../text/trim-edges.ts';
import { lowerFirst } from '../phrase-kit.ts';
import { list } from './grammar.ts';
import { isAmountItem } from '../counted-work.ts';
import { continuesBareOf, coordinatedAdjectives, pluralItems, withSureArticle } from './nouns.ts';

const DUTY_HEADS = new Set([...Object.keys(actionNouns.nouns), ...dutyNouns.nouns]);
const DUTY_ENDING = /(?:tion|sion|ment|age|ure)$/u;
// Words a duty never starts with: a preposition, an article, a conjunction; and 'travail', which says how the candidate
// works ('Travail seule avec clés et codes d'alarme', a cleaner's CV; 'travail au laser rotatif', a plant operator's):
// 'mon travail comprenait le travail seule…' (the panel).
const NOT_A_HEAD = /^(?:en|à|au|aux|de|du|des|d|sur|pour|avec|dans|par|sous|chez|et|ou|le|la|les|l|un|une|mon|ma|mes|travail)$/u;
// Words after which a name may stand inside a duty ('sur GMAO', 'avec la sommelière', 'du Jura').
const BEFORE_A_NAME = /^(?:sur|avec|en|de|du|des|d['’]\S*|pour|sous|via|à|au|aux|dans|par|la|le|les|l['’]\S*)$/u;
const MAX_ITEMS = 4;
// A rate or a share: 'de 150 à 200 clients par jour', '30 à 40 % du temps', '150 lignes/heure'.
const RATE = /\d\s?%|\d\s?\p{L}*\/\p{L}|\spar\s\p{L}/u;
// An 'et' that opens a second duty: before a bare lower-case word, not a preposition, an article or a name.
const SECOND_DUTY = / et (?!(?:de|des|du|à|au|aux|en|la|le|les|sur|pour)\s|d['’]|l['’]|[\p{Lu}\d«"])/u;
const MAX_ITEM_WORDS = 9;

function isDutyHead(word: string): boolean {
  const singular = word.replace(/(?<=[^s])s$/u, '');
  return DUTY_HEADS.has(word) || DUTY_HEADS.has(singular) || DUTY_ENDING.test(singular);
}

// 'mise en rayon' and the lexicon's other heads of several words are matched whole.
const LONG_HEADS = [...DUTY_HEADS].filter((head) => head.includes(' '));

function headOf(item: string): string {
  const lowered = item.toLocaleLowerCase('fr');
  const long = LONG_HEADS.find((head) => lowered === head || lowered.startsWith(`${head} `));
  return long ?? (lowered.split(/[\s'’]/u)[0] ?? '');
}

/** True when a phrase opens on a duty ('clôture de caisse', 'audit de nuit'), not on a thing ('imprimantes'). */
export function headsADuty(item: string): boolean {
  const head = headOf(lowerFirst(item));
  return !NOT_A_HEAD.test(head) && isDutyHead(head);
}

/**
 * Rule 'a bare plural after a singular duty': 'conseil clients' (a florist's CV), 'accueil clients' (a bank clerk's): the
 * CV's shorthand for 'conseil aux clients'; given an article it reads 'le conseil clients', which French does not agree.
 */
export function shorthand(item: string): boolean {
  const [head = '', next = ''] = item.trim().split(/\s+/u);
  return /^\p{L}+$/u.test(head) && !pluralItems([head]) && /^\p{Ll}+[sx]$/u.test(next) && pluralItems([next]);
}

/** One item's duties with their articles, or null: 'chargement et déchargement' → 'le chargement', 'le déchargement'. */
export function dutiesWithArticle(item: string): string[] | null {
  const words = item.split(/\s+/u);
  if (words.length > MAX_ITEM_WORDS || !/^\p{L}/u.test(item)) return null;
  if (shorthand(item)) return null;
  const lowered = lowerFirst(item);
  if (NOT_A_HEAD.test(headOf(lowered))) return null;
  // A capital inside the duty stands after a preposition or an article ('sur GMAO (Coswin)') or inside brackets: anywhere else it is a name ('Saint-Claude').
  const outside = lowered.replace(/\([^()]*\)/gu, '').split(/\s+/u);
  if (outside.some((word, index) => index > 0 && /^\p{Lu}/u.test(word) && !BEFORE_A_NAME.test(outside[index - 1] ?? ''))) return null;
  const pair = /^(\p{Ll}+) et (\p{Ll}+)\b(.*)$/u.exec(lowered);
  if (pair !== null && isDutyHead(pair[1] ?? '') && isDutyHead(pair[2] ?? '')) {
    const first = withSureArticle(pair[1] ?? '');
    const second = withSureArticle(`${pair[2] ?? ''}${pair[3] ?? ''}`);
    return first === null || second === null ? null : [first, second];
  }
  // 'merchandising et vitrines': a second noun after 'et' takes its own article ('le merchandising et les vitrines');
  // two words of one ending ('électrique et pneumatique') are adjectives and stay together.
  const at = lowered.indexOf(' et ');
  const second = at < 0 ? null : /^\p{Ll}[\p{L}-]*/u.exec(lowered.slice(at + 4));
  if (second !== null) {
    const before = lowered.slice(0, at);
    const word = second[0];
    const after = lowered.slice(at + 4 + word.length);
    const previous = before.split(' ').at(-1) ?? '';
    if (!NOT_A_HEAD.test(word) && !coordinatedAdjectives(previous, word)) {
      const first = withSureArticle(before);
      const second = withSureArticle(`${word}${after}`);
      return first === null || second === null ? null : [first, second];
    }
  }
  const told = withSureArticle(lowered);
  return told === null ? null : [told];
}

/**
 * A CV line of duties written as nouns ('Mise en rayon, inventaire', 'Maintenance préventive planifiée
 * sur GMAO (Coswin)', 'Chargement et déchargement, contrôle des bons de livraison'), each given its
 * article when its gender is certain: 'mon travail comprenait la mise en rayon et l'inventaire'. The
 * first item and at least half of them must be headed by a duty (action-nouns.json, duty-nouns.json, or
 * an ending that names an action); a list of other nouns, a name or a line with a colon is left out.
 */
export function dutyListClause(text: string, current: boolean): string | null {
  const line = trimEdges(text.trim(), '', '.;').replace(/\s+/gu, ' ');
  if (/[:;]/u.test(line)) return null;
  const parts = commaItems(line);
  if (parts === null || parts.length > MAX_ITEMS || parts.some((part) => part.length === 0) || continuesBareOf(parts)) return null;
  // The first item and at least half of them name duties: 'les installations neuves, les tableaux électriques et la
  // rénovation' is work; 'l'accueil, l'épicerie, le rayon' is a list of places.
  if (!headsADuty(parts[0] ?? '') || parts.filter(headsADuty).length * 2 < parts.length) return null;
  // An amount is no duty: 'environ 15 ventes par semaine' took an article ('l'environ 15 ventes', an optician's CV).
  if (parts.some((part) => isAmountItem(part, 'french'))) return null;
  const told = parts.map(dutiesWithArticle);
  if (told.some((item) => item === null)) return null;
  return `mon travail ${current ? 'comprend' : 'comprenait'} ${list((told as string[][]).flat())}`;
}

// A list quoted after a colon is read whole: past these it reads as the CV pasted in.
const MAX_QUOTED_ITEMS = 6;
const MAX_QUOTED_WORDS = 30;

/**
 * A CV line of duties whose articles are not all certain ('Accueil clients, encaissement, litiges, tenue du
 * coffre, courrier'), quoted as written after a colon, where French takes nouns without articles: 'mes
 * missions comprenaient : accueil clients, encaissement, litiges, tenue du coffre et courrier'. Only when
 * the first item and half of them are duties, as for dutyListClause. A short heading before the CV's own
 * colon ('Chirurgie orthopédique : pansements, perfusions') closes the list in brackets.
 */
export function quotedDuties(text: string, current: boolean): string | null {
  const line = trimEdges(text.trim(), '', '.;').replace(/\s+/gu, ' ');
  const [duties = '', heading] = line.split(' : ').reverse();
  if (/[:;]/u.test(duties) || (heading !== undefined && !/^[\p{L}'’ -]+(?: \([^()]*\))?$/u.test(heading)) || line.split(' : ').length > 2) return null;
  const parts = commaItems(duties);
  if (parts === null || parts.length > MAX_QUOTED_ITEMS || line.split(' ').length > MAX_QUOTED_WORDS || parts.some((part) => part.length === 0)) return null;
  const items = withRates(parts.map((part, at) => (at === 0 ? lowerFirst(part) : part)));
  const context = heading === undefined ? '' : ` (${lowerFirst(heading).replace(/ \(([^()]*)\)$/u, ', $1')})`;
  // Even quoted, a shorthand reads as a noun and its adjective that do not agree ('conseil clients', Grammalecte).
  if (parts.some(shorthand)) return null;
  // Rule 'a dated line is a result': 'décoration florale de 14 mariages en 2025' (a florist's CV), '… et meilleure vendeuse
  // du magasin en 2021' (a saleswoman's LinkedIn profile): a year says when something was achieved, not what the job was.
  if (/(?<!\d)(?:19|20)\d{2}(?!\d)/u.test(duties)) return null;
  // Rule 'no timetable among duties': '…, horaires 6h-13h' (a cleaner's CV), '(restauration rapide, 24h/semaine)' (a
  // fast-food crew member's): a figure in an item that names no duty is what the list cannot tell as work.
  if (items?.some((item) => /\d/u.test(item.replace(/\([^()]*\)/gu, '')) && !headsADuty(item)) === true) return null;
  // The first item and half of them name duties, or the others are the first one's objects ('Désossage et découpe
  // bœuf, veau, porc et agneau'); a line cut off ('… en binôme avec les') ends on no noun.
  const objects = items?.slice(1).every((item) => item.split(' ').length <= 3 && !/\d/u.test(item)) === true;
  if (items === null || !headsADuty(items[0] ?? '') || (items.filter(headsADuty).length * 2 < items.length && !objects) || NOT_A_HEAD.test(duties.split(' ').at(-1) ?? '')) return null;
  // Rule 'a lone duty keeps its own words': the colon announces a list; one duty after it reads as the CV pasted in when
  // the frame moved the CV's heading behind it ('mes missions comprennent : mise à jour annuelle et présentation au comité
  // d'audit (cartographie des risques du groupe)', an auditor's CV, round 25) or when a rate runs on outside any bracket
  // ('… : accueil physique et téléphonique de 150 à 200 clients par jour', a medical secretary's, round 24; '… : déplacements
  // 30 à 40 % du temps', the auditor's). A count ('saisie comptable de 40 dossiers') and the CV's own bracket
  // ('développement d'API REST … (800 000 utilisateurs)') are the duty's.
  const outside = (items[0] ?? '').replace(/\([^()]*\)/gu, '');
  if (items.length === 1 && (context !== '' || (/\d/u.test(outside) && RATE.test(outside)))) return null;
  // Rule 'no chain of "et"': an item joining two duties by its own 'et' before the list's last one makes 'facturation et
  // tiers payant, vérification carte Vitale et mutuelle et encaissements' (a medical secretary's CV, round 24) or 'accueil
  // et conseil, examens de vue de renouvellement, montage et tiers payant' (an optician's, round 21), both read as pasted.
  // An 'et' before a preposition, an article or a name joins one duty's objects ('nettoyage de bureaux et de sanitaires',
  // 'comptes Instagram et TikTok'); so do the first duty's objects after it ('Désossage et découpe bœuf, veau, porc et agneau').
  if (!objects && items.slice(0, -1).some((item) => SECOND_DUTY.test(item.replace(/\([^()]*\)/gu, '')))) return null;
  // 'Estimations, prospection terrain (boîtage, pige) et visites': a last item joined by 'et' closes the list itself.
  const quoted = / et /u.test(items.at(-1) ?? '') ? items.join(', ') : list(items);
  return `mes missions ${current ? 'comprennent' : 'comprenaient'} : ${quoted}${context}`;
}

// 'chargement de camions, environ 8 tonnes par jour': a rate is no duty of its own but the measure of the duty
// before it, told in brackets ('chargement de camions (environ 8 tonnes par jour)'). Any other figure
// ('80 chambres', '24h/semaine' first) says what the list cannot place: null.
function withRates(items: readonly string[]): string[] | null {
  const placed: string[] = [];
  for (const item of items) {
    if (!/^(?:environ |env\. |plus de |près de |jusqu'à )?\d/u.test(item)) placed.push(item);
    else if (placed.length === 0 || !/\d(?: à \d+)?\s\p{L}{3}/u.test(item) || !/\spar\s|\//u.test(item) || (placed.at(-1) ?? '').includes('(')) return null;
    else placed.push(`${placed.pop() ?? ''} (${item})`);
  }
  return placed;
}
