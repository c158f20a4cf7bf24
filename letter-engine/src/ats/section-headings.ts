/** How much a posting's section weighs on the keywords found in it. */
export type SectionMode = 'required' | 'nice' | 'neutral' | 'company' | 'benefits';

// Section headings as posting sites write them, folded (no accents, lower case). A heading
// matches when it starts with one of these, followed by at most a few more words.
const HEADINGS: Record<SectionMode, readonly string[]> = {
  required: [
    'profil', 'votre profil', 'le profil', 'profil recherche', 'profil souhaite', 'profil attendu', 'profil candidat',
    'competences', 'vos competences', 'competences requises', 'competences attendues', 'competences techniques',
    'competences cles', 'competences recherchees', 'prerequis', 'pre requis', 'exigences', 'qualifications',
    'qualifications requises', 'requirements', 'required', 'required skills', 'must have', 'must haves',
    'what you bring', "what you'll bring", 'what you will bring', "what we're looking for", 'what we are looking for',
    'who you are', 'about you', 'your profile', 'your skills', 'you have', 'ce que nous recherchons',
    'ce que vous apportez', 'ce que nous attendons', 'vous etes', 'vous', 'savoir faire', 'savoir etre', 'skills',
    'key skills', 'technical skills', 'hard skills', 'soft skills', 'experience requise', 'formation',
    'diplome', 'minimum qualifications', 'basic qualifications', 'stack', 'stack technique', 'environnement technique',
    'tech stack', 'our stack', 'technologies', 'skills and experience', 'experience and skills', 'person specification',
    'essential criteria', 'essential skills', 'you will need', "you'll need", 'what you need', 'what you will need',
  ],
  nice: [
    'un plus', 'les plus', 'les petits plus', 'atout', 'atouts', 'serait un plus', 'bonus', 'bonus points',
    'nice to have', 'nice to haves', 'preferred', 'preferred qualifications', 'preferred skills', 'desirable',
    'souhaite', 'souhaites', 'competences souhaitees', 'competences appreciees', 'apprecie', 'ideally', 'pluses',
    "it's a plus", 'extra points', 'idealement', 'desirable criteria', 'desirable skills',
  ],
  neutral: [
    'missions', 'mission', 'vos missions', 'votre mission', 'les missions', 'missions principales', 'vos futures missions',
    'description', 'description du poste', 'descriptif du poste', 'le poste', 'poste', 'votre role', 'le role', 'role',
    'your role', 'the role', 'about the role', 'responsabilites', 'vos responsabilites', 'responsibilities',
    'key responsibilities', 'what you will do', "what you'll do", 'job description', 'vos activites', 'activites',
    'au quotidien', 'day to day', 'your missions', 'the job', 'the position', 'objectifs',
  ],
  company: [
    'a propos', 'qui sommes nous', "l'entreprise", 'entreprise', 'about us', 'about the company', 'about', 'who we are',
    'notre societe', 'la societe', 'presentation', 'our company', 'company description', 'le groupe',
    'notre entreprise', 'la structure', 'our mission', 'notre mission', 'the company', 'company',
  ],
  benefits: [
    'avantages', 'les avantages', 'nos avantages', 'ce que nous offrons', 'ce que nous proposons', 'nous vous offrons',
    'nous offrons', 'nous proposons', 'pourquoi nous rejoindre', 'why join us', 'why us', 'benefits', 'perks',
    'what we offer', 'our offer', 'conditions', 'remuneration', 'salaire', 'salary', 'package', 'infos pratiques',
    'informations complementaires', 'informations pratiques', 'modalites', 'processus de recrutement',
    'process de recrutement', 'recruitment process', 'hiring process', 'interview process', 'deroulement', 'contrat',
    'type de contrat', 'localisation', 'lieu', 'location', 'compensation', 'how to apply', 'pour postuler', 'to apply',
  ],
};

type Heading = { mode: SectionMode; heading: string; sentenceStart: boolean };

// Headings by their first word, so a line is compared only with the headings it could be.
const BY_FIRST_WORD = new Map<string, Heading[]>();
for (const [mode, headings] of Object.entries(HEADINGS) as Array<[SectionMode, readonly string[]]>) {
  for (const heading of headings) {
    const first = heading.split(' ')[0] ?? heading;
    BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), { mode, heading, sentenceStart: /^(vous|you)\b/.test(heading) }]);
  }
}

/**
 * Reads a heading (already folded, without decoration) and returns the section it opens, or null
 * when it is not a known heading. `maxExtraWords` words may follow the known heading ('Vos missions
 * principales'); headings that start a sentence ('Vous…', 'You…') must match exactly, or 'Vous êtes
 * autonome' would be read as a heading. The longest matching heading wins, so 'profil souhaité' is
 * a required section although 'souhaité' alone marks a nice-to-have one.
 */
export function headingSection(folded: string, maxExtraWords: number): SectionMode | null {
  const space = folded.indexOf(' ');
  let best: { mode: SectionMode; length: number } | null = null;
  for (const { mode, heading, sentenceStart } of BY_FIRST_WORD.get(space < 0 ? folded : folded.slice(0, space)) ?? []) {
    const extra = folded.startsWith(`${heading} `) ? folded.slice(heading.length).trim().split(' ').length : Infinity;
    const matches = folded === heading || extra <= (sentenceStart ? 0 : maxExtraWords);
    if (matches && (best === null || heading.length > best.length)) best = { mode, length: heading.length };
  }
  return best?.mode ?? null;
}

// Clause-level markers, on folded text. A nice-to-have marker wins over the section; a required
// marker turns a clause of a nice-to-have section back into a requirement.
const NICE_MARKERS =
  /\b(un plus|les plus|un (vrai |veritable |gros )?atout|(est|serait|sera) (un )?(plus|apprecie|appreciee|appreciees|apprecies)|appreciee?s?|souhaitee?s?|souhaitable|idealement|de preference|bonus|nice to have|nice-to-have|is a plus|would be a plus|a big plus|a strong plus|(is|would be) an advantage|preferred|preferably|ideally|desirable|optional|valorisee?s?)\b/;
const REQUIRED_MARKERS =
  /\b(indispensables?|imperatif|imperative|imperativement|obligatoires?|requis|requises?|exigee?s?|must|required|essential|mandatory|necessaires?)\b/;

// What the job gives rather than asks: two of these in one clause make it a benefits clause
// ('Horaires en 2x8, prime de productivité, mutuelle'), unless the clause is about managing them.
const BENEFIT_WORDS =
  /\b(primes?|mutuelle|tickets? restaurants?|titres? restaurants?|swile|salaire|remuneration|rtt|conges payes|13e mois|treizieme mois|interessement|avantages|comite d'entreprise|pension|annual leave|holidays?|discounts?|perks|salary|staff meals|pourboires|tips|parking|navigo|teletravail|gym|indemnites|paniers|remboursement|vehicule de service|voiture de fonction|company car|company van|fuel card)\b/g;
// A clause that opens by offering ('Nous offrons…', 'We offer…', 'Rémunération selon profil…').
const BENEFIT_OPENING = /^\W*(we offer|we provide|nous offrons|nous proposons|nous vous offrons|on vous offre|remuneration|salaire|salary|package)\b/;
const BENEFIT_WORK = /\b(gestion|suivi|calcul|administration|traitement|management|payroll|paie|manage|process)\b/;

/** True when a clause lists what the job offers (see BENEFIT_WORDS). */
export function isBenefitsClause(foldedClause: string): boolean {
  if (BENEFIT_OPENING.test(foldedClause)) return true;
  const found = new Set(foldedClause.match(BENEFIT_WORDS));
  return found.size >= 2 && !BENEFIT_WORK.test(foldedClause);
}

/** Returns the weight a clause's own wording asks for, or null when it says nothing. */
export function clauseMarker(foldedClause: string): 'required' | 'nice' | null {
  if (NICE_MARKERS.test(foldedClause)) return 'nice';
  if (REQUIRED_MARKERS.test(foldedClause)) return 'required';
  return null;
}
