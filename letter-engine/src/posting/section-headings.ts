import { foldText } from '../text/fold.ts';
import { trimEdges } from '../text/trim-edges.ts';

/** What a section of a posting is about. */
export type SectionKind = 'company' | 'missions' | 'profile' | 'niceToHave' | 'benefits' | 'other';

/**
 * Section headings of French and English postings as job boards show them (LinkedIn, Indeed,
 * Welcome to the Jungle, APEC, France Travail) and as companies write them, folded. A heading
 * marked inline may also open a line: 'Vos missions : prospecter…', 'Nice to have: Terraform'.
 * Labels that carry a value ('Poste : Comptable', 'Entreprise : Acme', 'Expérience : 2 ans') are
 * headings only when alone on their line.
 */
const HEADINGS: ReadonlyArray<readonly [SectionKind, boolean, readonly string[]]> = [
  ['company', false, [
    'entreprise', 'l entreprise', 'la societe', 'societe', 'notre entreprise', 'notre societe', 'presentation',
    'presentation de l entreprise', 'presentation de la societe', 'presentation de la structure', 'la structure',
    'l etablissement', 'presentation de l etablissement', 'le groupe', 'notre groupe', 'qui sommes nous',
    'qui sont ils', 'qui est ce', 'a propos', 'a propos de nous', 'nous connaitre', 'notre histoire', 'l employeur',
    'votre futur employeur', 'l equipe', 'notre equipe', 'votre equipe', 'the company', 'about us', 'about the company',
    'who we are', 'our company', 'company description', 'company overview', 'our story', 'the team', 'our team',
    'your team', 'about the team', 'company', 'the employer', 'about the employer', 'description de l entreprise',
  ]],
  ['missions', false, [
    'poste', 'le poste', 'description', 'description du poste', 'descriptif du poste', 'descriptif', 'detail du poste',
    'description de l offre', 'descriptif de l offre', 'l offre', 'offre', 'votre role', 'le role', 'role',
    'the role', 'about the role', 'the job', 'about the job', 'job description', 'full job description', 'the position',
    'position', 'role overview', 'position overview', 'overview', 'the opportunity', 'l opportunite', 'le challenge',
    'about this job', 'about this role', 'about the position', 'about the opportunity', 'a propos du poste',
    'description complete du poste', 'description complete', 'ton role', 'le job', 'ton job',
    'a propos de l offre', 'a propos de l offre d emploi', 'a propos de cette offre', 'a propos du role',
  ]],
  ['missions', true, [
    'missions', 'mission', 'vos missions', 'votre mission', 'missions principales', 'principales missions',
    'vos principales missions', 'vos responsabilites', 'responsabilites', 'vos activites', 'activites',
    'activites principales', 'vos taches', 'taches', 'taches principales', 'ce que vous ferez', 'ce que vous allez faire',
    'au quotidien', 'votre quotidien', 'concretement', 'vos defis', 'vos challenges', 'your mission', 'your missions',
    'your role', 'responsibilities', 'key responsibilities', 'your responsibilities', 'main responsibilities',
    'what you ll do', 'what you will do', 'what you ll be doing', 'what you will be doing', 'duties', 'main duties',
    'key duties', 'day to day', 'your day to day', 'in this role you will', 'the role involves', 'tasks', 'key tasks',
    'your tasks', 'your duties', 'main tasks', 'what you will be responsible for', 'what you ll be responsible for',
    'what you ll work on', 'what you will work on', 'ta mission', 'tes missions', 'tes responsabilites',
    'ce que tu feras', 'ton quotidien', 'tes taches', 'tes defis',
    'your day', 'a day in the life', 'une journee type', 'votre journee type', 'main duties of the job',
    'duties of the job', 'main duties and responsibilities', 'duties and responsibilities', 'job responsibilities',
    'ce que tu vas faire', 'what you d be doing', 'what you d do', 'what the job involves', 'what the role involves',
  ]],
  ['profile', false, [
    'experience', 'formation', 'competences', 'langues', 'permis', 'qualites', 'diplome', 'diplomes', 'education',
    'savoirs et savoir faire', 'savoir faire', 'savoir etre', 'savoir etre professionnels', 'qualites professionnelles',
    'experience and skills', 'skills and experience', 'skills', 'qualifications',
  ]],
  ['profile', true, [
    'profil', 'profile', 'profil recherche', 'votre profil', 'a propos de vous', 'profil souhaite', 'profil candidat', 'le profil', 'profil requis',
    'profil et competences', 'competences requises', 'competences recherchees', 'competences attendues',
    'vos competences', 'vos qualites', 'prerequis', 'pre requis', 'exigences', 'ce que nous recherchons',
    'ce que l on attend de vous', 'le candidat ideal', 'la candidate ideale', 'vous etes', 'vous avez', 'qui etes vous',
    'ce que vous apportez', 'ce que vous allez apporter', 'requis', 'requirements', 'requirement', 'must have',
    'must haves', 'what we re looking for', 'what we are looking for', 'who you are', 'about you', 'your profile',
    'required skills', 'key skills', 'required qualifications', 'minimum qualifications', 'essential',
    'essential criteria', 'essential skills', 'desired profile', 'you have', 'the ideal candidate', 'what you bring',
    'what you ll bring', 'what you will bring', 'you are', 'you ll have', 'we re looking for', 'we are looking for',
    'the successful candidate will have', 'the successful candidate', 'you will have', 'what you ll need',
    'what you will need', 'what you need', 'what we need', 'person specification', 'who we re looking for',
    'who we are looking for', 'ce que nous attendons', 'ce que nous attendons de vous', 'vos competences et qualites',
    'ton profil', 'qui es tu', 'toi', 'tu es', 'tu as', 'ce que tu apportes', 'tes competences',
    'you ll need', 'you will need', 'you need', 'what it takes', 'who you ll be', 'what we need from you',
    'what we want from you', 'what we re looking for in you', 'what we are looking for in you', 'what you ll need to have',
    'ce que nous attendons de toi', 'ce qu on attend de toi', 'ce qu on attend de vous',
  ]],
  ['niceToHave', true, [
    'nice to have', 'nice to haves', 'bonus', 'bonus points', 'bonus point', 'un plus', 'les plus', 'les petits plus',
    'le petit plus', 'les plus du poste', 'atouts', 'vos atouts', 'serait un plus', 'ce qui fera la difference',
    'ce qui ferait la difference', 'apprecie', 'appreciees', 'souhaite', 'souhaitable', 'idealement', 'preferred',
    'preferred qualifications', 'preferred skills', 'desirable', 'desirable criteria', 'desirable skills', 'plus',
    'pluses', 'extra points', 'even better if', 'it s a plus if', 'a plus', 'ideally', 'bonus if you have',
  ]],
  ['benefits', true, [
    'avantages', 'nos avantages', 'vos avantages', 'les avantages', 'ce que nous offrons', 'ce que nous vous offrons',
    'ce que nous proposons', 'ce que nous vous proposons', 'nous vous offrons', 'nous offrons', 'nous proposons',
    'pourquoi nous rejoindre', 'pourquoi rejoindre', 'notre offre', 'package', 'benefits', 'perks', 'what we offer',
    'why join us', 'our offer', 'perks and benefits', 'benefits and perks', 'what s in it for you', 'what we give you',
    'les conditions', 'conditions', 'conditions de travail', 'remuneration et avantages', 'salaire et avantages',
  ]],
  ['other', false, [
    'remuneration', 'salaire', 'salary', 'compensation', 'informations complementaires', 'informations', 'infos',
    'infos pratiques', 'details', 'job details', 'detail', 'horaires', 'lieu', 'localisation', 'location',
    'type de contrat', 'contrat', 'le lieu de travail', 'contact', 'references', 'reference', 'date de debut',
    'start date', 'recrutement', 'le process', 'details de l emploi', 'details du poste', 'type de poste',
    'type d emploi', 'avantages sociaux',
  ]],
  ['other', true, [
    'processus de recrutement', 'process de recrutement', 'deroulement des entretiens', 'recruitment process',
    'hiring process', 'interview process', 'how to apply', 'pour postuler', 'candidature', 'modalites de candidature',
    'comment postuler', 'apply', 'to apply',
  ]],
];

const BY_PHRASE = new Map<string, { kind: SectionKind; inline: boolean }>();
for (const [kind, inline, phrases] of HEADINGS) for (const phrase of phrases) BY_PHRASE.set(phrase, { kind, inline });

// 'À propos de Clinéo', 'About Monzo', 'Why Finch?', 'Pourquoi rejoindre Acme ?': a heading naming the company.
const NAMED_HEADING: ReadonlyArray<readonly [string, SectionKind]> = [
  ['a propos de ', 'company'], ['a propos d ', 'company'], ['about ', 'company'], ['qui est ', 'company'],
  ['who is ', 'company'], ['why join ', 'benefits'], ['pourquoi rejoindre ', 'benefits'],
  ['why ', 'benefits'], ['working at ', 'benefits'], ['life at ', 'benefits'], ['travailler chez ', 'benefits'],
];

// Headings are short; a longer line is a sentence that happens to start like one.
const MAX_HEADING_WORDS = 7;
const EDGE = ' #*_=~:?!.>|-–—"\'«»“”()[]{}';

/** A recognised heading: its kind, and the text that follows it on the same line (may be empty). */
export type Heading = { kind: SectionKind; rest: string };

function phraseKey(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();
}

function standalone(text: string): SectionKind | null {
  const key = phraseKey(trimEdges(text, EDGE));
  if (key.length === 0 || key.split(' ').length > MAX_HEADING_WORDS) return null;
  const known = BY_PHRASE.get(key);
  if (known !== undefined) return known.kind;
  const named = NAMED_HEADING.find(([prefix]) => key.startsWith(prefix) && key.split(' ').length <= prefix.split(' ').length + 4);
  return named?.[1] ?? null;
}

/**
 * Reads a line as a section heading: 'Profil recherché', '🎯 Vos missions :', '**Nice to have**',
 * 'À propos de Clinéo', 'Vos missions : prospecter…'. Returns null for any other line.
 */
export function readHeading(line: string): Heading | null {
  if (!/[.;]$/.test(line)) {
    const kind = standalone(line.replace(/^[^\p{L}]+/u, ''));
    if (kind !== null) return { kind, rest: '' };
  }
  const separator = INLINE_SEPARATOR.exec(line);
  if (separator === null || separator.index <= 0 || separator.index > 45) return dashedHeading(line);
  const known = BY_PHRASE.get(phraseKey(trimEdges(line.slice(0, separator.index).replace(/^[^\p{L}]+/u, ''), EDGE)));
  if (known === undefined || !known.inline) return null;
  return { kind: known.kind, rest: line.slice(separator.index + separator[0].length).trim() };
}

// What parts an inline heading from its text: a colon, or in a social post an arrow ('Tes missions 👉 accueillir…').
const INLINE_SEPARATOR = /:|\s(?:👉|→|➡️?|⬇️?|👇)\uFE0F?/u;

// 'THE ROLE – Assistant Keeper (Hoofstock)': a heading in capitals, a spaced dash, then what it names.
const DASHED = /^([^\p{Ll}]{3,40}?)\s[–—-]\s(.+)$/u;

/** A heading in capitals set off by a dash; what follows is kept only where the heading may carry text. */
function dashedHeading(line: string): Heading | null {
  const parts = DASHED.exec(line.replace(/^[^\p{L}]+/u, ''));
  if (parts === null) return null;
  const known = BY_PHRASE.get(phraseKey(parts[1] ?? ''));
  if (known === undefined) return null;
  return { kind: known.kind, rest: known.inline ? (parts[2] ?? '').trim() : '' };
}
