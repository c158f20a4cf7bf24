import { foldText } from '../text/fold.ts';
import { contractIn } from './find-contract.ts';

// Read on folded text (lower case, no accents, typographic apostrophes unified).
const HIRING =
  /^(?:join|rejoignez|rejoindre)\b|\b(?:recrute|recrutons|recherche|recherchons|is hiring|are hiring|we re hiring|is looking for|are looking for|is recruiting|are recruiting|seeks|is seeking|rejoignez|join us|join our|postulez|apply)\b/;
const ADDRESSES_CANDIDATE = /\b(?:vous|votre|vos|you|your|tu|ton|ta|tes)\b/;
const MISSION =
  /\b(?:vous (?:serez|aurez|allez|prendrez|piloterez|gererez|assurerez|participerez|accompagnerez|contribuerez|encadrerez|rejoindrez|travaillerez|interviendrez|pilotez|gerez|assurez|participez|accompagnez|contribuez|encadrez|prenez|realisez|animez|developpez|concevez|coordonnez|managez|accueillez|preparez|organisez|suivez)|you will|you ll|your role|your job|vos missions|votre mission|en tant que|as our|as a\b)|\bvous [a-z]+rez\b/;
const REQUIREMENT =
  /\b(?:vous (?:avez|possedez|maitrisez|justifiez|etes titulaire|etes diplome|etes issu|disposez|parlez|connaissez)|issu(?:e|\(e\))? d|diplome|titulaire|you have|you bring|you are|you re|years of|years experience|ans d experience|annees d experience|experience (?:of|in|with|en|dans|de|d)|requis|required|must|exige|indispensable|imperati|maitrise (?:de|d|du|des)|connaissance (?:de|d|du|des)|degree|bac ?\+|permis|caces|fluent|courant)\b/;
const NICE_ANYWHERE =
  /est un \+|\b(?:un plus|un atout|atouts?|apprecie(?:e|s|es)?|serait (?:un )?(?:plus|atout|apprecie)|un avantage|nice to have|is a plus|are a plus|a plus|bonus|preferred|desirable|an advantage|advantageous|would be (?:great|nice|a plus|an asset|beneficial)|an asset|even better)\b/;
const NICE_HEDGE = new Set(['idealement', 'ideally', 'preferably', 'preference']);
// A hedge opening a clause or closing it qualifies it ('Vous connaissez idéalement Sage.',
// 'Expérience en EHPAD idéalement'); one further in only qualifies a detail ('4 ans d'expérience
// en recrutement, idéalement dans la santé').
const HEDGE_REACH = 4;

function words(folded: string): string[] {
  return folded.split(/[^a-z0-9+]+/).filter((word) => word.length > 0);
}

/** True for what a posting offers as a plus ('… serait un plus', 'Nice to have', 'idéalement …'). */
export function isNiceToHave(item: string): boolean {
  // A plus inside brackets qualifies a detail: 'A degree in statistics (Master's degree preferred)'.
  const folded = foldText(item.replace(/\([^()]*\)/g, ' ')).replace(/['’]/g, ' ');
  if (NICE_ANYWHERE.test(folded)) return true;
  const list = words(folded);
  return list.some((word, index) => NICE_HEDGE.has(word) && (index < HEDGE_REACH || index === list.length - 1));
}

/** The sentence hires ('Meditrack recrute…', 'We are hiring a…'). */
export function isHiring(sentence: string): boolean {
  return HIRING.test(foldText(sentence).replace(/['’]/g, ' '));
}

/** The sentence talks to the candidate ('Vous…', 'You will…'). */
export function addressesCandidate(sentence: string): boolean {
  return ADDRESSES_CANDIDATE.test(foldText(sentence));
}

/** The sentence says what the hire will do ('Vous serez…', 'You will…'). */
export function isMission(sentence: string): boolean {
  return MISSION.test(foldText(sentence).replace(/['’]/g, ' '));
}

/** The sentence says what the candidate must have ('Vous avez 3 ans d'expérience', 'Fluent English'). */
export function isRequirement(sentence: string): boolean {
  return REQUIREMENT.test(foldText(sentence).replace(/['’]/g, ' '));
}

// Practical details that close many postings and are neither a mission nor a requirement.
const DETAIL_LABEL =
  /^(?:type d emploi|type de contrat|contrat|salaire|remuneration|lieu(?: du poste| de travail)?|localisation|horaires|temps de travail|duree du travail|debut|date de debut|prise de poste|statut|avantages|job type|contract|employment type|pay|salary|location|hours|schedule|start date|benefits)\s?:/;
const DETAIL = /^debutant accepte|^experience exigee$/;
// An amount is a detail when it is pay, not a budget the hire will manage ('a £12m project').
const MONEY = /\d ?(?:k ?)?(?:€|£|\$|euros?\b)|(?:€|£|\$) ?\d/;
const PAY = /^[\d€£$]|\b(?:brut|bruts|gross|per year|per annum|par mois|par an|annuel|mensuel|salaire|salary|pay)\b/;

/** The line gives a practical detail ('Salaire : 2 000 €', 'Permanent, full-time.', 'Poste en CDI à Lyon'). */
export function isDetail(item: string): boolean {
  const folded = foldText(item).replace(/['’]/g, ' ');
  if (DETAIL_LABEL.test(folded) || DETAIL.test(folded) || (MONEY.test(folded) && PAY.test(folded))) return true;
  const opensWithContract = contractIn(item.split(/[ ,.;:]/)[0] ?? '') !== null;
  return (opensWithContract || contractIn(item, true) !== null) && !isRequirement(item) && !isMission(item);
}
