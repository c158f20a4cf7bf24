import actionNouns from './action-nouns.json' with { type: 'json' };
import { trimEdges } from '../../text/trim-edges.ts';
import resultParticiples from './result-participles.json' with { type: 'json' };
import { lowerFirst } from '../phrase-kit.ts';
import heldNouns from './held-nouns.json' with { type: 'json' };
import { withSureArticle } from './nouns.ts';
import { saysARate } from '../counted-work.ts';

const VERBS: Readonly<Record<string, string>> = actionNouns.nouns;
const RESULTS: Readonly<Record<string, string>> = resultParticiples.participles;
const COUNTED = new Set([...resultParticiples.counted, ...Object.values(RESULTS)]);
const HELD: Readonly<Record<string, { verb: string; article: string }>> = heldNouns.nouns;
const FIGURE = /\d/;
const SINCE = /\bdepuis (?:(?:19|20)\d{2}|\p{L}+ (?:19|20)\d{2})$/u;
// A unit written after a count: an amount or a share.
const UNIT = /^(?:k€|K€|M€|Md€|€|%|k£|£)$/u;
// A label longer than this before a colon is a duty of its own, not a heading.
const MAX_LABEL_WORDS = 8;
const COUNT_WORD = /^(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|cent|plusieurs|nombreux|nombreuses)$/u;

/** 'Préparation de commandes : 180 colis/heure' → head and details; details only when they fit in brackets. */
function splitDetails(text: string): { head: string; details: string | null; gerund: string } | null {
  let clean = trimEdges(text.trim(), '', '.;').replace(/\s+/g, ' ');
  // 'vers Docker, divisant par deux le temps de mise en production': a present participle closes the line as it is.
  const participial = /, (\p{Ll}+ant\b[^,;:()]*)$/u.exec(clean);
  const gerund = participial === null ? '' : `, ${participial[1]}`;
  if (participial !== null) clean = clean.slice(0, participial.index);
  const parts = clean.split(' : ');
  if (parts.length > 2) return null;
  let [head = '', details = null] = parts as [string, string | undefined];
  // 'Conseil en montures et verres progressifs, environ 15 ventes par semaine': a measured tail after a comma.
  if (details === null) {
    const comma = head.lastIndexOf(', ');
    if (comma > 0 && FIGURE.test(head.slice(comma)) && !head.slice(comma).includes('(')) {
      details = head.slice(comma + 2);
      head = head.slice(0, comma);
    }
  }
  if (details !== null && (head.includes('(') || details.includes('('))) return null;
  return { head: head.trim(), details: details?.trim() ?? null, gerund };
}

/** What follows an action noun, as the object of its verb: 'des stocks' → 'les stocks', 'de 11 vendeurs' → '11 vendeurs'. */
function objectOf(rest: string): string | null {
  if (rest === '') return null;
  // 'de 35 % du temps de chargement' → 'de 35 % le temps de chargement' ('j'ai réduit de 35 % le temps…').
  const share = /^(de [+-]?\d[\d,.]*\s?%) (du|de la|de l['’]|des) (.+)$/u.exec(rest);
  if (share !== null) return `${share[1]} ${{ du: 'le ', 'de la': 'la ', des: 'les ' }[share[2] ?? ''] ?? "l'"}${share[3]}`;
  const object = firstObject(rest);
  // 'les tests automatisés et de la chaîne CI/CD': each object after 'et' loses its 'de' too;
  // 'des accessoires et d'extensions de garantie': a bare plural after 'et' takes 'des' like the first.
  return object === null ? null : object
    .replace(/ et (?:des|du|de la|de l['’])(?=\s|\p{L})/gu, (link) => ` et ${{ ' et des': 'les', ' et du': 'le', ' et de la': 'la' }[link] ?? "l'"}`)
    .replace(/ et l' /gu, " et l'")
    .replace(/ et d(?:e |['’])(\p{L}+[sx])(?=\s|$)/gu, (_link, word: string) => (COUNT_WORD.test(word) ? ` et ${word}` : ` et des ${word}`));
}

// 'de smartphones, tablettes et objets connectés': an enumeration closed by 'et' is one object; a comma
// before anything else ('des patients, prise de rendez-vous') starts another duty the verb cannot take.
function closedEnumeration(text: string): boolean {
  const items = text.split(', ');
  const last = items.at(-1) ?? '';
  return items.length > 1 && / et /u.test(last) && items.slice(1).every((item) => item.split(/\s+/).length <= 4 && actionNounAt(item) === undefined && actionNounAt(item.split(' et ').at(-1) ?? '') === undefined);
}

// Longest first, so 'mise en rayon' wins over 'mise'.
const NOUNS_LONGEST_FIRST = Object.keys(VERBS).sort((a, b) => b.length - a.length);

function actionNounAt(text: string): string | undefined {
  const lowered = lowerFirst(text.trim());
  return NOUNS_LONGEST_FIRST.find((key) => lowered === key || lowered.startsWith(`${key} `));
}

/** 'gestion des stocks' → 'géré les stocks'; null when the noun or its object is unknown. */
function toldDuty(head: string): string | null {
  const lowered = lowerFirst(head);
  const noun = actionNounAt(lowered);
  if (noun === undefined || (/,/.test(lowered) && !closedEnumeration(lowered))) return null;
  const object = objectOf(lowered.slice(noun.length + 1));
  // '… les réclamations clients et émission des avoirs': a second duty after 'et', without its article, is no
  // object of the first verb; the line is told only when coordinated() gives each duty its verb.
  if (object === null || bareAfterEt(object)) return null;
  return `${VERBS[noun] ?? ''} ${object}`;
}

// '… des titres et billettique embarquée', '… les titres de transport et rendu de monnaie': a singular noun after
// 'et' without its article is a second duty, no object of the verb; a plural ('les paninis, frites et glaces')
// shares the article, and an adjective of the same ending ('préventive et curative') is no noun.
function bareAfterEt(object: string): boolean {
  const parts = object.split(' et ');
  return parts.slice(1).some((after, at) => {
    const word = /^\p{Ll}[\p{L}-]*/u.exec(after)?.[0];
    const before = parts[at]?.split(' ').at(-1) ?? '';
    return word !== undefined && !/^(?:les?|la|l|des|du|de|d|une?|à|au|aux|en|sur|avec|pour|par|dans|mon|ma|mes|son|sa|ses|leurs?)$/u.test(word) && !COUNT_WORD.test(word) && !/[sx]$/u.test(word) && before.slice(-3) !== word.slice(-3);
  });
}

// 'Transfert de données et paramétrage des appareils': two duties, each with its own object, joined by 'et';
// 'Formation et encadrement de deux commis': two nouns sharing one object.
function coordinated(head: string): string | null {
  const lowered = lowerFirst(head);
  const shared = /^(\p{L}+) et (\p{L}+) (.+)$/u.exec(lowered);
  if (shared !== null) {
    const [, first = '', second = '', rest = ''] = shared;
    const one = VERBS[first];
    const other = VERBS[second];
    const object = objectOf(rest);
    if (one !== undefined && other !== undefined && object !== null && (!/,/.test(rest) || closedEnumeration(rest))) return `${one} et ${other} ${object}`;
  }
  const parts = lowered.split(' et ');
  for (let at = 1; at < parts.length; at += 1) {
    const right = parts.slice(at).join(' et ');
    if (actionNounAt(right) === undefined) continue;
    const left = toldDuty(parts.slice(0, at).join(' et '));
    const told = toldDuty(right);
    if (left !== null && told !== null) return `${left} et ${told}`;
  }
  return null;
}

function firstObject(rest: string): string | null {
  const rules: Array<[RegExp, string]> = [
    [/^des\s/u, 'les '],
    [/^du\s/u, 'le '],
    [/^de la\s/u, 'la '],
    [/^de l['’]/u, "l'"],
    [/^d['’](une?)\s/u, '$1 '],
    // 'de mes tronçonneuses' (a feller's 'Entretien de mes tronçonneuses', told 'des mes tronçonneuses'), 'de ses équipes': a
    // possessive is the object's own determiner.
    [/^de (?=(?:mon|ma|mes|son|sa|ses|notre|nos|votre|vos|leur|leurs)\s)/u, ''],
    // 'de 11 vendeurs', 'de deux commis', 'de plusieurs équipes': a count is the object as it is.
    [/^de (?=\d)/u, ''],
    [new RegExp(`^de (?=${COUNT_WORD.source.slice(1, -1)}\\s)`, 'u'), ''],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(rest)) return rest.replace(pattern, replacement);
  // 'de commandes', 'd'agendas chargés': a plural without article takes 'des'.
  const bare = /^d(?:e\s|['’])(\p{L}+)/u.exec(rest);
  if (bare && /[sx]$/u.test(bare[1] ?? '')) return `des ${rest.replace(/^d(?:e\s|['’])/u, '')}`;
  return null;
}

// 'Délai moyen de recrutement ramené de 41 à 26 jours' → 'ramené le délai moyen de recrutement de 41 à 26 jours':
// the first word the lexicon knows as a result, followed by 'de', 'à' or 'en', splits the subject from the figures.
function measuredResult(head: string): string | null {
  const words = head.split(' ');
  const at = words.findIndex((word, index) => index > 0 && RESULTS[word.toLocaleLowerCase('fr')] !== undefined && /^(?:de|à|en|par)$/u.test(words[index + 1] ?? ''));
  if (at < 0) return null;
  const subjectText = words.slice(0, at).join(' ');
  if (!/^[\p{L}'’ -]{2,60}$/u.test(subjectText)) return null;
  const subject = withSureArticle(lowerFirst(subjectText));
  const participle = RESULTS[(words[at] ?? '').toLocaleLowerCase('fr')];
  return subject === null || participle === undefined ? null : `${participle} ${subject} ${words.slice(at + 1).join(' ')}`;
}

/** 'détectés' → 'détecté', 'transmises' → 'transmis': the masculine participle the lexicon knows, if any. */
function countedParticiple(word: string): string | undefined {
  return [word, word.replace(/es$/u, ''), word.replace(/[es]$/u, '')].find((form) => COUNTED.has(form));
}

// '12 dossiers de fraude détectés et transmis en 2025' → 'détecté et transmis 12 dossiers de fraude en 2025': a
// count, the nouns counted, then what the candidate did to them (one or two participles the lexicon knows).
function countedResult(head: string): string | null {
  const words = head.split(' ');
  const start = words.findIndex((word) => /^\d[\d.,]*$/u.test(word));
  if (start < 0 || start > 1 || (start === 1 && !/^(?:environ|plus|près)$/iu.test(words[0] ?? ''))) return null;
  let count = start + 1;
  while (/^\d{3}$/u.test(words[count] ?? '')) count += 1;
  for (let at = count + 1; at <= count + 4 && at < words.length; at += 1) {
    const done = countedParticiple(words[at] ?? '');
    if (done === undefined) continue;
    const also = words[at + 1] === 'et' ? countedParticiple(words[at + 2] ?? '') : undefined;
    const counted = words.slice(0, at);
    // 'de 1,3 M€ d'économies identifiées' (an auditor's CV): a unit after the count is part of it.
    if (counted.slice(count).some((word, index) => !/^[\p{Ll}'’-]+$/u.test(word) && !(index === 0 && UNIT.test(word)))) return null;
    const rest = words.slice(also === undefined ? at + 1 : at + 3).join(' ');
    return `${done}${also === undefined ? '' : ` et ${also}`} ${lowerFirst(counted.join(' '))}${rest === '' ? '' : ` ${rest}`}`;
  }
  return null;
}

// 'Portefeuille de 180 dossiers (convention IRSA)' → 'géré un portefeuille de 180 dossiers (convention IRSA)'.
function heldThing(head: string): string | null {
  const [noun = '', next = ''] = lowerFirst(head).split(' ');
  const plural = /s$/u.test(noun) && HELD[noun.slice(0, -1)] !== undefined;
  const held = HELD[plural ? noun.slice(0, -1) : noun];
  // 'Équipe de 5 préparateurs': a count says a team was led; 'Équipe de nuit (22h – 6h)' (a parcel sorter's CV) is a shift the
  // candidate worked in, never a team they led. A class or a sector is held by its level ('classe de CP').
  const after = head.split(' ')[2] ?? '';
  const counted = /^\d/u.test(after) || COUNT_WORD.test(after) || /^d['’](?:une?|environ)$/u.test(next);
  if (held === undefined || !/^(?:de|d['’]\p{L}+)$/u.test(next) || (held.verb === 'encadré' && !counted)) return null;
  return `${held.verb} ${plural ? 'des' : held.article} ${lowerFirst(head)}`;
}

const LENGTH_OF_EXPERIENCE = /^(?:plus de |près de |environ )?\d+\s(?:ans?|années?|mois)\b/iu;

/**
 * A French CV line written noun first, told in the first person with the verb the lexicon gives
 * ('Gestion des stocks' → 'j'ai géré les stocks', in the passé composé for every job), a measured
 * result turned active ('Chiffre d'affaires porté de 1,2 M€ à 2,1 M€' → 'j'ai porté le chiffre
 * d'affaires de 1,2 M€ à 2,1 M€'). Details after a colon go in brackets. Null when any part is unsure:
 * a noun the lexicon does not know is never given a support verb ('j'ai pris en charge l'obtention…').
 */
export function nominalClause(text: string, current = false): string | null {
  const split = splitDetails(text);
  if (split === null) return null;
  const { head, details, gerund } = split;
  // Rule 'a length is no duty', as English's '9 years plastering: …' (english-voice.ts): '9 ans d'expérience en conduite de
  // bus urbains…' (a tram driver's thin CV, told 'j'ai conduit 9 ans d'expérience en de bus', round 29's panel) says how long.
  if (LENGTH_OF_EXPERIENCE.test(head)) return null;
  const tail = `${details === null ? '' : ` (${details})`}${gerund}`;
  // 'Tuteur interne : 60 nouveaux formés…': a short label before a counted result is only its heading; a longer one
  // says where or how, and keeps its place in brackets as a measured result's label does ('Salle de naissance en 12 h
  // jour/nuit : environ 450 accouchements réalisés' → 'j'ai réalisé environ 450 accouchements (salle de naissance…)').
  const labelled = details !== null && head.split(' ').length <= MAX_LABEL_WORDS ? countedResult(details) : null;
  if (labelled !== null) return `j'ai ${labelled}${head.split(' ').length <= 3 ? '' : ` (${lowerFirst(head)})`}${gerund}`;
  // 'Inventaires tournants : écart ramené de 2,1 % à 0,6 % en un an' (a parts storeman's CV): a measured result after a
  // short label is told first, its label in brackets: 'j'ai ramené l'écart de 2,1 % à 0,6 % en un an (inventaires tournants)'.
  const measured = details !== null && head.split(' ').length <= 4 ? measuredResult(details) : null;
  if (measured !== null) return `j'ai ${measured} (${lowerFirst(head)})${gerund}`;
  const result = measuredResult(head) ?? countedResult(head);
  if (result !== null) return `j'ai ${result}${tail}`;
  // Rule 'a duty held since a year goes on': the passé composé never takes 'depuis 2021' ('Encadrement de 2 auditeurs
  // juniors depuis 2021', an auditor's CV, told 'j'ai encadré … depuis 2021', round 25's panel): in the job the candidate
  // holds, the duty is had in charge, its noun kept ('j'ai en charge l'encadrement de 2 auditeurs juniors depuis 2021');
  // in a job left, it is not told.
  if (SINCE.test(head) && (actionNounAt(head) !== undefined || heldThing(head) !== null)) {
    const duty = current ? withSureArticle(lowerFirst(head)) : null;
    return duty === null ? null : `j'ai en charge ${duty}${tail}`;
  }
  const held = heldThing(head);
  if (held !== null) return `j'ai ${held}${tail}`;
  // The passé composé for every job: a CV line tells what was done, not a habit ('j'ai conçu une API…'); but a rate is a
  // habit, as counted-work.ts says it ('Préparation de 14 moissonneuses-batteuses par an', an agricultural mechanic's CV,
  // told 'j'ai préparé … par an', round 28's panel: tense): in the present while the job lasts, in the imperfect after.
  const told = coordinated(head) ?? toldDuty(head);
  if (told === null) return null;
  return `${(saysARate(head.replace(/\([^()]*\)/gu, ' ')) ? habitual(told, current) : null) ?? `j'ai ${told}`}${tail}`;
}

// 'préparé 14 moissonneuses-batteuses par an' → 'je préparais…' (a job left) or 'je prépare…' (the job held); 'chargé et
// déchargé 40 camions par jour' → 'je chargeais et déchargeais…'. Only verbs in -er, whose forms follow from the participle:
// 'g' takes 'e' before 'a' and 'c' a cedilla in the imperfect; a present whose stem's last vowel is 'e' or 'é' changes it
// ('gère', 'lève') and is not guessed: null, and the passé composé stays.
function habitual(told: string, current: boolean): string | null {
  const verbs = /^(\p{Ll}+é)(?: et (\p{Ll}+é))? /u.exec(told);
  if (verbs === null) return null;
  const forms = [verbs[1], verbs[2]].filter((verb): verb is string => verb !== undefined).map((participle) => {
    const stem = participle.slice(0, -1);
    if (current) return /[eé][^aeiouyéèêë]*$/u.test(stem) ? null : `${stem}e`;
    return stem.endsWith('g') ? `${stem}eais` : stem.endsWith('c') ? `${stem.slice(0, -1)}çais` : `${stem}ais`;
  });
  if (forms.some((form) => form === null)) return null;
  const [first = '', second] = forms as string[];
  const subject = /^[aeéèêiouyh]/u.test(first) ? `j'${first}` : `je ${first}`;
  return `${subject}${second === undefined ? '' : ` et ${second}`} ${told.slice(verbs[0].length)}`;
}
