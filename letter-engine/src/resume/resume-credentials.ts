import { foldText } from '../text/fold.ts';
import { PERIOD } from './resume-dates.ts';
import { tidy, withoutBullet } from './resume-text.ts';
import { hasLapsed, VALID_UNTIL } from './credential-validity.ts';
import { isDegree } from './resume-education.ts';
import { isTitleLike } from './resume-titles.ts';
import { lexiconWords, lexiconWordSet } from '../lexicon/words.ts';

// Certificates that CVs name with an acronym, written in capitals (so 'sst' in a word is not one).
// Each pattern is linear: its repetitions are bounded or start with a fixed separator.
const ACRONYM_CERTIFICATES = [
  String.raw`TOEIC(?: ?:? ?\d{3}(?: ?(?:points|pts))?)?`,
  String.raw`TOEFL(?: iBT)?(?: ?:? ?\d{2,3})?`,
  String.raw`IELTS(?: ?:? ?\d(?:[.,]5)?)?`,
  String.raw`DELF(?: [ABC][12])?`,
  String.raw`DALF(?: C[12])?`,
  String.raw`CACES(?: ?R ?\d{3})?(?:(?: cat(?:\.|égories?|egories?)?)? ?(?:[A-G]\d?|\d[AB]?)(?:(?: ?, ?| et | and | ?& ?| ?/ ?| - )(?:[A-G]\d?|\d[AB]?)){0,9})?`,
  String.raw`AFGSU(?: (?:niveau |niv\. ?)?[12])?`,
  String.raw`PSC ?1`,
  String.raw`PSE ?[12]`,
  String.raw`SSIAP(?: ?[123])?`,
  String.raw`TOSA(?: [A-Z][a-z]+)?(?: ?:? ?\d{3,4})?`,
  String.raw`CLES ?[123]`,
  String.raw`PRINCE2(?: (?:Foundation|Practitioner))?`,
  String.raw`ITIL(?: v?\d)?(?: Foundation)?`,
  String.raw`PSM(?: I{1,3})?`,
  String.raw`ISTQB(?: Foundation(?: Level)?)?`,
  String.raw`AWS Certified(?: [A-Z][\w-]*){0,4}`,
  String.raw`Microsoft Certified:?(?: [A-Z][\w-]*){0,5}`,
  String.raw`CFA Level (?:I{1,3}|[123])`,
  String.raw`CIPD(?: Level \d)?`,
  String.raw`SHRM-S?CP`,
  String.raw`CSCS(?: card)?`,
  // Scaffolding and site tickets.
  String.raw`CISRS(?: (?:Advanced )?Scaffolder)?(?: card)?(?: \(Part [12]\)| Part [12])?`,
  String.raw`IPAF(?: \d[ab]?(?:\/\d[ab]?)*)?`,
  String.raw`IOSH(?: Managing Safely)?`,
  String.raw`NEBOSH(?: [A-Z][a-z]+){0,2}`,
  // 'SIA Public Space Surveillance (CCTV)', 'SIA Door Supervisor licence': the licence's kind is its name.
  String.raw`SIA(?: (?:Public Space Surveillance|Door Supervisor|Security Guard(?:ing)?|Close Protection|CCTV))?(?: \(CCTV\))?(?: licen[cs]e)?`,
  String.raw`(?:Driver )?CPC`,
  String.raw`(?:BS 7671 )?18th Edition`,
  String.raw`(?:CSCS|ECS)(?: (?:[Gg]old|[Bb]lue|[Gg]reen|[Bb]lack|[Ww]hite|[Rr]ed))? [Cc]ard`,
  String.raw`(?:Enhanced )?DBS(?: check)?`,
  String.raw`AAT(?: Level \d)?(?: (?:Certificate|Diploma))?(?: in [A-Z][a-z]+)?`,
  // UK awarding bodies' levels: 'RHS Level 2' (horticulture), 'CACHE Level 3' (early years).
  String.raw`(?:RHS|CACHE) Level \d`,
  // 'RSPH Level 2 Award in Pest Management' (a pest control technician's CV): the award's subject is part of its name.
  String.raw`RSPH Level \d(?: Award in (?:[A-Z][a-z]+)(?: [A-Z][a-z]+){0,2})?`,
  // The unvented hot water ticket, named before or after its code: 'G3 Unvented Hot Water certificate (2022)' (a plumber's
  // thin CV), 'Unvented hot water G3 — 2020' (a heating engineer's).
  String.raw`(?:[Uu]nvented [Hh]ot [Ww]ater )?G3(?: [Uu]nvented(?: [Hh]ot [Ww]ater)?)?(?: [Cc]ertificate)?`,
  // Gas work in the UK: the register and the ACS assessments ('Gas Safe Registered Engineer (No. 612843)' and 'ACS: CCN1,
  // CENWAT, CKR1, HTR1 (renewed 2023)', a heating engineer's CV; 'Gas Safe Register – Reg. No. 598213' and 'ACS – CCN1 (core
  // domestic gas safety)', a gas engineer's). The register is named 'Gas Safe' (credential-nouns.json says 'registration').
  String.raw`Gas Safe`,
  String.raw`ACS(?:(?::|\s)\s?[A-Z]{3,6}\d?(?:, ?[A-Z]{3,6}\d?){0,8})?`,
  // A welder's qualification by its standard ('QUALIFICATIONS SOUDEUR (EN ISO 9606-1)', a pipe welder's CV; lexicon-like).
  String.raw`(?:EN )?ISO 9606(?:-[12])?`,
  // UK qualifications named by their level and kind: 'Level 2 Certificate in Gym Instructing' (a fitness instructor's CV),
  // 'Level 3 Diploma in Adult Care' (a care coordinator's), 'Level 3 Certificate in Team Leading' (a warehouse team leader's).
  String.raw`Level [1-7] (?:Certificate|Diploma|Award|Extended Diploma) in [A-Z][a-z]+(?: (?:and |of |in |for )?[A-Z][a-z]+(?:['’]s)?){0,8}`,
  // Certificates named by their acronym alone (src/lexicon/words/resume-words.json, list 'certificate-acronyms').
  ...lexiconWords({ list: 'certificate-acronyms' }),
];

// Certificates named in words, in any case.
const WORDED_CERTIFICATES = [
  String.raw`(?:certificat |projet )?voltaire(?: ?:? ?\d{3,4}(?: points)?)?`,
  String.raw`sauveteur[- ]secouriste du travail`,
  String.raw`permis d['’]exploitation`,
  // 'Habilitation électrique B1V BR', and without the adjective, its codes alone say it: 'Habilitation B1V BR BC renouvelée en
  // 2025' (an electrician's thin CV), 'Habilitations B0 H0V' (an electrician's headed CV).
  String.raw`habilitations? (?:[ée]lectriques?(?: [BH][0-2RCV]{0,3}(?:[ ,/]{1,3}[BH][0-2RCV]{0,3}){0,5})?|[BH][0-2][RCV]{0,2}(?:[ ,/]{1,3}[BH][0-2RCV]{0,3}){0,5})`,
  String.raw`(?:certification )?AMF`,
  // 'the first aid kit' is a box, not a certificate. 'Emergency First Aid at Work' (one day) is not
  // 'First Aid at Work' (three days): the kind is part of the name.
  String.raw`(?:(?:emergency|paediatric|pediatric|mental health) )?first aid(?: at work)?(?: certificate)?(?! (?:kits?|box(?:es)?|room|station|supplies|bag)(?![\p{L}]))`,
  String.raw`(?:level \d )?food hygiene(?: certificate)?(?: level \d)?`,
  String.raw`forklift (?:licen[cs]e|certificate|certification)`,
  String.raw`google (?:analytics|ads) (?:certification|individual qualification)`,
  String.raw`cambridge (?:first|advanced|proficiency|english)(?: certificate)?(?: \([A-Z]{3}\))?`,
  String.raw`first certificate in english`,
  String.raw`servsafe(?: food (?:handler|protection manager))?(?: certificate)?`,
  String.raw`(?:digital )?tachograph card`,
  String.raw`carte (?:de )?(?:conducteur|chronotachygraphe)`,
  String.raw`care certificate`,
  // The card a French ride-hailing driver must hold ('Carte VTC obtenue en 2021').
  String.raw`carte (?:professionnelle )?(?:de )?VTC`,
  // The card a French security guard must hold, as CVs shorten it ('Carte pro CNAPS n° …', 'carte professionnelle CNAPS').
  String.raw`carte (?:pro(?:fessionnelle)? )?(?:du )?CNAPS`,
  // The French certificate a refrigeration engineer must hold to handle refrigerants, by its category.
  String.raw`attestation d['’]aptitude (?:à la manipulation des )?fluides frigorig[èe]nes(?: (?:cat(?:[ée]gorie|\.)?) ?(?:[1-5]|I{1,3}|IV|V))?`,
];

const ACRONYMS = new RegExp(`(?<![\\p{L}\\d])(?:${ACRONYM_CERTIFICATES.join('|')})(?![\\p{L}\\d])`, 'gu');
const WORDED = new RegExp(`(?<![\\p{L}\\d])(?:${WORDED_CERTIFICATES.join('|')})(?![\\p{L}\\d])`, 'giu');

// Driving licences. A category is a capital letter ('Permis B', 'permis B et C', 'Permis A, B, BE');
// 'permis' alone is also a verb ('m'a permis de').
const CATEGORY = String.raw`(?:[A-E](?:1E|1|E)?|AM|b)(?![\p{L}\d])`;
const LICENCES = [
  String.raw`[Pp]ermis (?:de conduire )?(?:cat(?:égorie|\.)? ?)?${CATEGORY}(?:(?: ?[,/] ?| et | ?\+ ?)${CATEGORY}){0,6}`,
  String.raw`[Pp]ermis (?:poids lourds?|PL|SPL|VL|moto|bateau(?: côtier| fluvial)?)`,
  String.raw`[Pp]ermis de conduire`,
  String.raw`(?:[Ff]ull |[Cc]lean )?(?:UK |EU |European |Irish |US )?[Dd]riv(?:ing|er['’]s) [Ll]icen[cs]e(?: \([^()]{1,25}\))?`,
  // 'Full UK licence + own van' (a bricklayer's thin CV), 'Full UK licence' (a laboratory assistant's), 'clean licence' (a
  // lorry driver's): 'full' or 'clean' makes a licence a driving one.
  String.raw`(?:[Ff]ull|[Cc]lean) (?:UK |EU |Irish )?[Ll]icen[cs]e(?! to)`,
  String.raw`HGV (?:[Cc]lass [12]|C\+E|C1)(?: [Ll]icen[cs]e)?|HGV [Ll]icen[cs]e`,
  String.raw`(?:C1?\+E|C1|[Cc]lass [12]) [Ll]icen[cs]e`,
  String.raw`[Cc]ategory [A-E] (?:driving )?[Ll]icen[cs]e`,
];
const LICENCE = new RegExp(`(?<![\\p{L}\\d])(?:${LICENCES.join('|')})`, 'gu');

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// 'Permis B en cours', 'licence (in progress)', 'ITIL 4 Foundation – en cours (examen prévu en janvier)': a
// licence or a certificate being prepared is not held.
const IN_PROGRESS = /^ ?(?:[-–—:,] ?)?\(?(?:en cours|en préparation|en formation|à venir|in progress|pending|provisional)/i;

// Rule 'a provisional licence is a learner's': 'Provisional driving licence – theory test passed October 2026' (an
// apprentice electrician's CV), 'Provisional licence, test booked for January' (a refuse loader's): the word before
// the licence says the test is still to pass. Rule 'a licence denied is none': 'No driving licence: I travel by public
// transport and bike' (a forklift driver's CV, read as holding one), 'No driving licence yet (lessons booked)' (a track
// operative's), 'Pas de permis pour l'instant' (an integration adviser's): the word before says the candidate has none.
const NOT_YET_BEFORE = /(?<![\p{L}])(?:provisional|learner['’]?s?|no|pas de|sans|without)\s+$/iu;

// 'CSCS Labourer card (2016, expired)', 'AFGSU niveau 2 – CESU 44 (recyclage à faire)': a card that has
// lapsed, or waits for its refresher, is no longer held.
const EXPIRED = /(?<![\p{L}])(?:expired|lapsed|expiré|expirée|périmé|périmée|plus valide|no longer valid|out of date|recyclage (?:à faire|à prévoir|nécessaire|en attente)|à recycler|à renouveler|non renouvelée?|(?:needs?|due for|awaiting) (?:renewal|renewing|a refresher|refresher))(?![\p{L}])/iu;

// 'Studying for AAT Level 3', 'en préparation du CACES R489': the words before a certificate being prepared.
// 'I started the CIPD Level 3…', 'enrolled on', 'j'ai commencé le…' too: a course begun is not passed.
const PREPARING = /(?:studying (?:for|towards)|working towards|preparing(?: for)?|training for|currently taking|(?:started|began|begun|enrolled (?:on|in|for))(?: studying)?|en (?:préparation|cours d['’]obtention) d[ue']?|je prépare|j['’]ai (?:commencé|entamé)|inscrite? (?:au|à|en)|préparation d[ue'])\s*(?:the |an? |my |le |la |l['’]|un |une |mon |ma )?$/iu;

// What the rest of a certificate's clause may say of it: 'CIPD Level 3 … (online, expected completion
// June 2027)', 'titre … (obtention prévue en juin 2027)'.
const COMPLETES_LATER = /(?<![\p{L}])(?:expected completion|completion expected|completing in|finishing (?:in )?(?:\p{L}+ )?20\d\d|due to (?:complete|finish)|to be completed|expected (?:in )?(?:\p{L}+ )?20\d\d|in progress|ongoing|obtention prévue|(?<!recyclage )prévue? (?:en|pour) (?:\p{L}+ )?20\d\d|en cours(?: d['’]obtention)?)(?![\p{L}])/iu;

// Rule 'a method, not a paper': a certificate's name beside a word for records, rules or checks names a method the
// candidate applies, not a certificate held: 'I am used to HACCP records' (a British chef's CV), 'contrôle des
// températures (plan HACCP)' (a French cook's). 'Formation HACCP' and 'HACCP certificate' are still held.
const METHOD_NOUNS = lexiconWordSet({ list: 'method-nouns' });
const REACH = 40;
// How far around a certificate its list's item may reach.
const ITEM_REACH = 160;

function namesMethod(text: string, start: number, end: number): boolean {
  // The words a space sets right after and right before the name, without their punctuation ('(plan', 'records,').
  const after = text.slice(end, end + REACH).split(' ');
  const before = text.slice(Math.max(0, start - REACH), start).split(' ');
  const beside = [after[0] === '' ? after[1] : undefined, before.at(-1) === '' ? before.at(-2) : undefined];
  return beside.some((word) => word !== undefined && METHOD_NOUNS.has(foldText(word.replace(/[^\p{L}]/gu, ''))));
}

// Where the sentence holding text[end - 1] ends; an abbreviation's full stop before a figure ends none ('recyclage oct.
// 2024').
function sentenceEnd(text: string, end: number): number {
  const next = [/\n/, /[.!?](?:\s(?!\d)|$)/].map((stop) => stop.exec(text.slice(end))?.index ?? text.length - end);
  return end + Math.min(...next);
}

// The sentence around a match: what the CV says of that certificate.
function sentenceAround(text: string, start: number, end: number): string {
  const from = Math.max(text.lastIndexOf('\n', start), ...['. ', '! ', '? '].map((stop) => text.lastIndexOf(stop, start)));
  return text.slice(from + 1, sentenceEnd(text, end));
}

// A sentence's comma-separated parts, a comma inside brackets parting none; one pass, as the text may be pasted junk.
function outsideBrackets(sentence: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < sentence.length; at += 1) {
    const char = sentence[at];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0 && /\s/u.test(sentence[at + 1] ?? '')) {
      parts.push(sentence.slice(start, at));
      start = at + 2;
    }
  }
  return [...parts, sentence.slice(start)];
}

/**
 * The certificates a text names, as written ('TOEIC 880', 'CACES R489 cat. 1, 3, 5', 'AFGSU niveau 2'), not those being prepared or expired.
 * Given the year it stands in (`asOf`), only those held that year: not one being studied for, nor one whose
 * validity has run out since the year its sentence writes (see hasLapsed).
 */
export function findCertificates(text: string, asOf?: number | null): string[] {
  const held = (match: RegExpExecArray): boolean => {
    if (asOf === undefined) return true;
    const end = match.index + match[0].length;
    const sentence = sentenceAround(text, match.index, end);
    // The clause after the name, up to the next certificate the sentence names.
    const after = text.slice(end, sentenceEnd(text, end));
    const next = starts.find((start) => start >= end);
    const clause = next === undefined ? after : after.slice(0, next - end);
    // A list's year dates its own item: 'NVQ Level 2 (2019), CSCS blue card, …' gives no year to the card; a comma in
    // the item's brackets parts none ('SSIAP 1 (2021, recyclage oct. 2024)': renewed in 2024).
    // A list's item is short: a sentence longer than the reach either side is read around the certificate only (pasted junk
    // may be one sentence of 100 KB).
    const near = sentence.length <= 2 * ITEM_REACH ? sentence : text.slice(Math.max(0, match.index - ITEM_REACH), end + ITEM_REACH);
    const item = outsideBrackets(near).find((part) => part.includes(match[0])) ?? near;
    return !PREPARING.test(text.slice(Math.max(0, match.index - 40), match.index)) && !COMPLETES_LATER.test(clause) && !hasLapsed(match[0], item, asOf);
  };
  const matches = [...text.matchAll(ACRONYMS), ...text.matchAll(WORDED)];
  const starts = matches.map((match) => match.index).sort((a, b) => a - b);
  const found = matches
    .filter((match) => !namesMethod(text, match.index, match.index + match[0].length))
    .filter((match) => !IN_PROGRESS.test(text.slice(match.index + match[0].length, match.index + match[0].length + 24)))
    .filter((match) => !EXPIRED.test(text.slice(match.index + match[0].length, match.index + match[0].length + 40).split('\n')[0] ?? ''))
    .filter(held)
    .sort((a, b) => a.index - b.index)
    .map((match) => capitalised(tidy(match[0].replace(/ ?: ?/, ' '))));
  return found;
}


/** The driving licences a text names, as written ('Permis B', 'Full UK driving licence'). */
export function findLicences(text: string): string[] {
  return [...text.matchAll(LICENCE)]
    .filter((match) => !IN_PROGRESS.test(text.slice(match.index + match[0].length, match.index + match[0].length + 20)) && !NOT_YET_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index)))
    .map((match) => capitalised(tidy(match[0]).replace(/ b$/, ' B')));
}

/** True when a text names a certificate or a driving licence, held, lapsed or being prepared. */
export function namesCredential(text: string): boolean {
  return text.search(ACRONYMS) !== -1 || text.search(WORDED) !== -1 || text.search(LICENCE) !== -1;
}

// 'FIMO marchandises – Émise en mai 2016': the issue date LinkedIn writes after the name when pasted on one line.
const ISSUED_AFTER = / ?[–—-] ?(?:[ée]mise?|d[ée]livr[ée]e?|issued|obtenue?|obtained)(?= |$).*$/iu;
// 'AAT Level 3 Diploma – in progress (exams 2027)', 'Titre pro (en cours)': being prepared, not held.
const IN_PROGRESS_ANYWHERE = /(?<![\p{L}])(?:en cours|in progress|en préparation|expected|pending|(?<!recyclage )prévue? en)(?![\p{L}])/iu;

// LinkedIn's lines under a certificate: issuer, issue date, credential id, link.
const ISSUE_LABEL = /^(?:d[ée]livr[ée]e?|issued|[ée]mis(?:e)? |date d['’](?:[ée]mission|obtention|expiration)|issue date|date of issue|expire|expires|expir[ée]e?|credential|identifiant|id de|afficher|show|voir|see)/i;

// Rule 'issue-date label': the issue date may share the issuer's line after a middle dot, and its label is no
// certificate. An English LinkedIn profile's 'CIPD · Issued Jun 2021', a French one's "Date d'émission : juin 2024".
function isIssueLine(line: string): boolean {
  return line.split('·').some((part) => ISSUE_LABEL.test(part.trim()));
}

/**
 * The certificates listed in a certificates section, as written, one per line or per comma-separated
 * item, without their dates. With LinkedIn's layout (name, issuer, 'Délivrée en juin 2021'), only
 * the name line of each entry counts.
 */
// What follows a card's name on its line ('recyclé 05/2024', 'renewed March 2026'): when it was renewed, no card of its own.
const VALIDITY_PART = new RegExp(String.raw`\s*(?:[–—-]\s*)?\(?(?:${VALID_UNTIL.source})\)?`, 'giu');
const RENEWAL = /^(?:recycl[ée]e?s?|renouvel[ée]e?s?|renewed|refreshed)(?![\p{L}])/iu;
// 'obtenu 06/2019' after a card's name: when it was issued.
const ISSUED_ON = / (?:obtenue?|issued|delivr[ée]e?|délivrée?) (?:en |le |in |on )?(?:\d{2}\/)?(?:19|20)\d{2}$/iu;

export function readCertificateSection(lines: readonly string[], asOf?: number | null): string[] {
  const texts = lines.map(withoutBullet);
  const linkedIn = texts.some(isIssueLine);
  const names: string[] = [];
  let entryStart = true;
  for (const rawLine of texts) {
    // LinkedIn on one line, its issue after the name: 'Cisco Certified Network Professional (CCNP) Enterprise – Cisco · Issued
    // Mar 2020 · Renewed Mar 2023' (a network engineer's profile, every entry so): the name is the part before the issue.
    const [named = ''] = rawLine.split(' · ');
    const oneLine: boolean = isIssueLine(rawLine) && entryStart && !ISSUE_LABEL.test(named.trim()) && /\p{L}{2}/u.test(named);
    if (isIssueLine(rawLine) && !oneLine) {
      entryStart = true;
      continue;
    }
    const line = oneLine ? named : rawLine;
    if (linkedIn && !entryStart) continue;
    entryStart = !linkedIn || oneLine;
    // 'SST, habilitation électrique B0' is two items; 'CACES R489 cat. 1, 3, 5' and 'cat. A, B1' one.
    // 'First Aid at Work (3 days, St John Ambulance, 2024)': the bracket says how it was taken, not more certificates.
    // 'Tickets: PTS…, CSCS Labourer card. Passed every drug and alcohol test.' (a track operative's thin CV): a sentence after
    // the list says something else, no certificate ('cat. A, B1' goes on).
    const unbracketed = (line.split(/\.\s+(?=\p{Lu}\p{Ll}{2,})/u)[0] ?? line).replace(/ ?\([^()]{0,80},[^()]{0,80}\)/g, '');
    const items = linkedIn ? [line] : unbracketed.split(/[;•]| ?· | · ?|, (?![\dA-G]\d?(?![\p{L}\d]))/u);
    for (const item of items) {
      // An expired card is not held: 'SIA Door Supervisor licence (expired 2021)', 'CACES (expiré)'.
      if (findLicences(item).length > 0 || EXPIRED.test(item) || IN_PROGRESS_ANYWHERE.test(item) || RENEWAL.test(item)) continue;
      // 'CACES R487 cat. 1 et 2 obtenu 06/2019, recyclé 05/2024 (valable jusqu'au 05/2029)': a renewal or a validity
      // later on its line keeps the card held.
      if (asOf !== undefined && hasLapsed(item, line, asOf)) continue;
      // LinkedIn on one line: 'FIMO marchandises – Émise en mai 2016'. The end of validity with what says it, after a dash or
      // in brackets: 'Driver CPC valid to 2027', 'CACES R487 catégorie 1 (grue à tour) – valide jusqu'en 2028'.
      const dated = item.replace(ISSUED_AFTER, '').replace(ISSUED_ON, '').replace(VALIDITY_PART, ' ');
      const period = PERIOD.exec(dated);
      // 'SST (recyclé en 2024)': the dates and what says them.
      const name = tidy(
        (period === null ? dated : dated.replace(period[0], ' '))
          .replace(/ (?:renouvelée?s? en|recyclée?s? en)(?= |$)/i, ' ')
          // '(renouvelés en 2024)' once its date is gone: a bracket left with a dangling word.
          .replace(/ ?\([^()]{0,30}\b(?:en|in|le|on|au|du|to|until|depuis|since)\s*\)/gi, ' ')
          // '(recyclage prévu en 2028)': when the refresher is due, not part of the name.
          .replace(/ ?\(recyclage prévu[^()]*\)/giu, ' ')
          // '(renewed 2025)', '(recyclage mars 2025)' once their date is gone: only the word of renewal is left.
          .replace(/ ?\((?:\s*(?:renewed|renouvel[ée]e?s?|recycl[ée]e?s?|recyclage))?\s*\)/giu, ' ')
          // 'SST – recyclage' once its year is gone: the word of renewal after a dash.
          .replace(/ [–—-] (?:renewed|renouvel[ée]e?s?|recycl[ée]e?s?|recyclage)\s*$/iu, ''),
      );
      // A name of at most ten words besides the words of a bracket that says what it is ('CACES R487 catégorie 1 (grue à tour à
      // montage par éléments)'); a longer line is a sentence.
      if (name.length > 1 && name.replace(/\([^()\d]*\)/gu, ' ').trim().split(/\s+/u).length <= 10 && name.split(' ').length <= 16) names.push(name);
    }
  }
  return names;
}

// No CV holds more; the cap keeps the prefix comparison below small whatever is pasted.
const MAX_CREDENTIALS = 40;

// Every word of one in the other: 'CISRS Part 2' (a headline's) is the 'CISRS Scaffolder card (Part 2)' listed below it.
function within(short: string, long: string): boolean {
  const words = new Set(long.split(/[^a-z0-9]+/));
  return long.includes(short) || short.split(/[^a-z0-9]+/).every((word) => word.length === 0 || words.has(word));
}

/** Keeps one of each certificate: 'TOEIC' is dropped when 'TOEIC 880' is there. */
export function distinctCredentials(items: readonly string[]): string[] {
  const unique = [...new Map(items.map((item) => [foldText(item), item])).values()].slice(0, MAX_CREDENTIALS);
  const kept: string[] = [];
  for (const item of unique) {
    const key = foldText(item);
    const longer = kept.findIndex((other) => within(key, foldText(other)));
    if (longer !== -1) continue;
    const shorter = kept.findIndex((other) => within(foldText(other), key));
    if (shorter !== -1) kept[shorter] = item;
    else kept.push(item);
  }
  return kept;
}

/**
 * Rule 'a credential line is no duty': a line that opens on a diploma or a card ('CAP Métiers de la mode – vêtement flou
 * (2019) – machines industrielles…' in a dressmaker's thin CV, 'PERMIS B – véhiculée' under a care worker's last job,
 * 'NVQ Level 2 Wet Plastering (2019), CSCS blue card…' in a plasterer's) lists what the candidate holds, not what a job did.
 */
export function opensOnCredential(line: string): boolean {
  const head = line.split(/ [–—-] |, | \(/u)[0] ?? '';
  // 'PERMIS B' in capitals is read as 'Permis b'.
  const written = /\p{Ll}/u.test(head) ? head : `${head.charAt(0)}${head.slice(1).toLowerCase()}`;
  // The diploma opens the line ('CAP Métiers…'), never a duty that names one ('Préparation aux épreuves du bac').
  return head.split(' ').length <= 8 && (namesCredential(written) || isDegree(head.split(' ').slice(0, 2).join(' '))) && !isTitleLike(head);
}

