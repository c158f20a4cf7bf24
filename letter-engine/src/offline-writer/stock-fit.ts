import type { PostingProfile } from '../posting/posting-profile.ts';

/** The trade families whose letters read differently: a waiter keeps no files, an engineer greets no customers. */
export type TradeFamily = 'care' | 'hospitality' | 'retail' | 'logistics' | 'construction' | 'education' | 'finance' | 'hr' | 'tech' | 'marketing' | 'office';

// Checked in this order, on the job title first, then on the whole posting.
const FAMILIES: ReadonlyArray<[TradeFamily, RegExp]> = [
  ['care', /\b(?:infirmi\w*|aide[- ]soignant\w*|soignant\w*|auxiliaire de vie|nurs\w*|care (?:assistant|worker|home)|ehpad|patients?)\b/i],
  ['hospitality', /\b(?:serveu\w*|serveur|barman|barmaid|bartender|cuisini\w*|cook|chef de partie|commis|waiter|waitress|restaurant|brasserie|kitchen|hôtel\w*|hotel|plonge\w*)\b/i],
  ['retail', /\b(?:vendeu\w*|conseill\w* de vente|caissi\w*|caisse|checkout|retail|magasin|boutique|store|shop|sales assistant)\b/i],
  ['construction', /\b(?:électricien\w*|electrician|maçon\w*|plombi\w*|chantiers?|bâtiment|construction|carpent\w*|menuisi\w*|conducteur de travaux|site manager|gros œuvre)\b/i],
  ['logistics', /\b(?:chauffeur|conducteur|driver|hgv|poids lourd|entrepôt|warehouse|logisti\w*|préparat\w* de commandes|cariste|magasinier|livreu\w*|forklift)\b/i],
  ['education', /\b(?:professeur\w*|enseignant\w*|teacher|teaching|école|school|éducat\w*|instituteur|institutrice|scolarité)\b/i],
  ['hr', /\b(?:rh|ressources humaines|recrut\w*|talent|hr|human resources|paie|payroll)\b/i],
  ['finance', /\b(?:comptab\w*|financ\w*|fp&a|contrôl\w* de gestion|accountant|accounting|audit\w*|trésorerie|treasury)\b/i],
  ['marketing', /\b(?:marketing|brand|seo|growth|communication|content)\b/i],
  ['tech', /\b(?:développeu\w*|developer|engineer|ingénieur\w*|data|analyst|analyste|software|backend|frontend|full[- ]stack|devops)\b/i],
  ['office', /\b(?:secrétaire|secretary|assistant\w*|administrati\w*|office|accueil|reception\w*|customer service|service client|conseill\w* client\w*)\b/i],
];

// A stock sentence that speaks of these things only fits the trades listed.
const TRADE_RULES: ReadonlyArray<[RegExp, readonly TradeFamily[]]> = [
  [/dossiers|files kept|my files|je documente|file, document/i, ['office', 'finance', 'hr', 'tech', 'marketing', 'education']],
  [/accueil et du service|welcome and service|clients|customers/i, ['hospitality', 'retail', 'care', 'office']],
  [/sourire|smile|cheerful|bonne humeur|good humour/i, ['hospitality', 'retail', 'care', 'office', 'education', 'logistics']],
  [/sécurité|safety/i, ['construction', 'logistics', 'care', 'hospitality']],
  [/poste en ordre|my station/i, ['hospitality', 'construction', 'logistics', 'retail']],
  [/patient|bien expliquer|explain things/i, ['care', 'education', 'retail', 'office', 'hr']],
];

// What a beginner says: a senior candidate does not promise to learn the house methods or to be on time.
const JUNIOR =
  /apprend|apprentissage|learn|découvr|discover|progress|élargir mes compétences|broaden my skills|humilit|humility|constance dans l'effort|consistent effort|grandir|grow in|étape cohérente|next step|montrer une fois|show me once|nouveau défi|new challenge|expérimentés|experienced professionals|confiance de ma hiérarchie|trust is earned|à l'heure|on time|ponctualité|punctuality|consigne|instruction|me confie|entrusted to me|poser? (?:volontiers )?(?:des|les bonnes) questions|ask(?: the right)? questions|demander (?:de l’aide|conseil)|ask for (?:help|advice)|right people|first day|premier jour|premiers jours|dès mon arrivée|méthodes en place|established methods|trouver ma place|find my place|fit in|m’intègre|m'intègre/i;
const SENIOR_TITLE = /\b(?:senior|lead|principal|head|manager|responsable|direct(?:eur|rice)|director|confirmée?|expert\w*|chef(?! de partie)|team leader)\b/i;
// From this many years on, a candidate writes as an experienced professional.
const SENIOR_YEARS = 6;

/** The trade family of a posting, from its title, else from its text; null when nothing tells. */
export function tradeFamily(posting: PostingProfile, postingText: string): TradeFamily | null {
  for (const text of [posting.position ?? '', postingText]) {
    const found = FAMILIES.find(([, pattern]) => pattern.test(text));
    if (found !== undefined) return found[0];
  }
  return null;
}

/**
 * Tells whether a stock sentence suits this letter: one that speaks of files, customers, safety or
 * a workstation only in the trades where those are part of the job, and none that reads like a
 * beginner's when the post or the candidate is senior. Without a known trade, every trade fits.
 */
export function stockFit(posting: PostingProfile, postingText: string, years: number | null): (text: string) => boolean {
  const family = tradeFamily(posting, postingText);
  const senior = SENIOR_TITLE.test(posting.position ?? '') || (years ?? 0) >= SENIOR_YEARS;
  return (text) => {
    if (senior && JUNIOR.test(text)) return false;
    return TRADE_RULES.every(([pattern, families]) => family === null || !pattern.test(text) || families.includes(family));
  };
}
