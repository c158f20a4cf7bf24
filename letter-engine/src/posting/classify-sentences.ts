import { foldText } from '../text/fold.ts';
import { contractIn, contractInFolded } from './find-contract.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

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
const NICE_HEDGE = lexiconWordSet({ list: 'nice-hedges' });
// A hedge opening a clause or closing it qualifies it ('Vous connaissez idéalement Sage.',
// 'Expérience en EHPAD idéalement'); one further in only qualifies a detail ('4 ans d'expérience
// en recrutement, idéalement dans la santé').
const HEDGE_REACH = 4;

function words(folded: string): string[] {
  return folded.split(/[^a-z0-9+]+/).filter((word) => word.length > 0);
}

// A plus inside brackets qualifies a detail: 'A degree in statistics (Master's degree preferred)'.
function offersAPlus(folded: string): boolean {
  const outside = folded.replace(/\([^()]*\)/g, ' ');
  if (NICE_ANYWHERE.test(outside)) return true;
  const list = words(outside);
  return list.some((word, index) => NICE_HEDGE.has(word) && (index < HEDGE_REACH || index === list.length - 1));
}

// Practical details that close many postings and are neither a mission nor a requirement.
const DETAIL_LABEL =
  /^(?:type d emploi|type de contrat|contrat|salaire|remuneration|lieu(?: du poste| de travail)?|localisation|horaires|temps de travail|duree du travail|debut|date de debut|prise de poste|statut|avantages|job type|contract|employment type|pay|salary|location|hours|schedule|start date|benefits)\s?:/;
const DETAIL = /^debutant accepte|^experience exigee$/;
// What the page around the post shows ('Voir plus de commentaires', '9 commentaires · 5 partages') and how to
// apply ('Envoyez-moi votre CV en MP'): neither is a task or a requirement.
const PAGE_CHROME = /^(?:voir (?:plus|moins)|see (?:more|less)|view (?:more|previous) comments|afficher (?:plus|moins)|show (?:more|less)|like comment share|j aime commenter partager)\b|\b\d+ (?:commentaires?|comments?|partages|shares)\b/;
const HOW_TO_APPLY = /^(?:envoyez|envoyer|adressez|send|please send|apply|please apply|postulez|candidatez|drop us|dm us|dm me|pm us|pm me|message us|message me|inbox us|pop in|drop in|call in|passez)\b.*\b(?:cv|resume|candidature|lettre|letter|message|mp|dm)\b/;
// An amount is a detail when it is pay, not a budget the hire will manage ('a £12m project').
const MONEY = /\d ?(?:k ?)?(?:€|£|\$|euros?\b)|(?:€|£|\$) ?\d/;
const PAY = /^[\d€£$]|\b(?:brut|bruts|gross|per year|per annum|par mois|par an|annuel|mensuel|salaire|salary|pay)\b/;

/** A sentence or list item of a posting, with what it says, read once. */
export type Sentence = {
  text: string;
  /** Folded, apostrophes turned to spaces: what the patterns read. */
  folded: string;
  /** It hires: 'Meditrack recrute…', 'We are hiring a…', 'Rejoignez…'. */
  hiring: boolean;
  /** It talks to the candidate: 'Vous…', 'You…', 'Tu…'. */
  addressesCandidate: boolean;
  /** It says what the hire will do: 'Vous serez…', 'You will…'. */
  mission: boolean;
  /** It says what the candidate must have: 'Vous avez 3 ans d'expérience', 'Fluent English'. */
  requirement: boolean;
  /** It offers something as a plus: '… serait un plus', 'idéalement …'. */
  niceToHave: boolean;
  /** It gives a practical detail: 'Salaire : 2 000 €', 'Permanent, full-time.', 'Poste en CDI à Lyon'. */
  detail: boolean;
};

function isDetail(text: string, folded: string, requirement: boolean, mission: boolean): boolean {
  if (DETAIL_LABEL.test(folded) || DETAIL.test(folded) || PAGE_CHROME.test(folded) || HOW_TO_APPLY.test(folded)) return true;
  if (MONEY.test(folded) && PAY.test(folded)) return true;
  const opensWithContract = contractIn(text.split(/[ ,.;:]/)[0] ?? '') !== null;
  return (opensWithContract || contractInFolded(folded, true) !== null) && !requirement && !mission;
}

/** Reads what a sentence of a posting says (folding it once). */
export function readSentence(text: string): Sentence {
  const folded = foldText(text).replace(/['’]/g, ' ');
  const mission = MISSION.test(folded);
  const requirement = REQUIREMENT.test(folded);
  return {
    text,
    folded,
    hiring: HIRING.test(folded),
    addressesCandidate: ADDRESSES_CANDIDATE.test(folded),
    mission,
    requirement,
    niceToHave: offersAPlus(folded),
    detail: isDetail(text, folded, requirement, mission),
  };
}
