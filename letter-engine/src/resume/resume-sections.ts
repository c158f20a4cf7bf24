import { foldText } from '../text/fold.ts';
import { trimEdges } from '../text/trim-edges.ts';
import { withoutBullet } from './resume-text.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

/**
 * The parts of a CV the readers use. 'header' is everything before the first heading (and a
 * 'Contact' block); 'ignored' holds what says nothing about the candidate's work (LinkedIn's
 * activity and recommendations).
 */
export type ResumeSectionKind =
  | 'header' | 'profile' | 'experience' | 'education' | 'skills' | 'softSkills' | 'languages' | 'certificates'
  | 'licences' | 'interests' | 'ignored' | 'other';

export type ResumeSections = Record<ResumeSectionKind, string[]>;

// Headings as CVs, job boards and LinkedIn write them, French and English.
const HEADINGS: Record<ResumeSectionKind, readonly string[]> = {
  header: ['coordonnées', 'contact', 'contact details', 'contact info', 'contact information', 'informations personnelles', 'personal details', 'état civil', 'personal information'],
  profile: [
    'profil', 'profil professionnel', 'mon profil', 'résumé', 'à propos', 'à propos de moi', 'infos', 'summary', 'profile', 'about',
    'about me', 'objectif', 'objectif professionnel', 'objective', 'career objective', 'présentation', 'professional summary',
    'personal statement', 'personal profile', 'career summary', 'en bref', 'qui suis-je',
  ],
  experience: [
    'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'parcours', 'parcours professionnel',
    'work experience', 'professional experience', 'employment', 'employment history', 'work history', 'career history', 'career',
    'emplois', 'expériences pertinentes', 'relevant experience', 'experience', 'stages', 'internships', 'placements',
    'student placements', 'work placements', 'clinical placements', 'stages pratiques',
    'jobs étudiants', "jobs d'été", 'autres expériences', 'expériences complémentaires', 'additional experience', 'alternance',
    'expérience en alternance', 'missions', 'postes occupés',
  ],
  education: [
    'formation', 'formations', 'diplômes', 'diplôme', 'diplômes et formations', 'formation et diplômes', 'études', 'education',
    'academic background', 'cursus', 'formation initiale', 'education and training', 'education & training', 'scolarité',
    'qualifications', 'education and qualifications', 'education & qualifications', 'formation continue', 'parcours scolaire',
    'parcours académique', 'formations et diplômes', 'éducation et formation', 'éducation',
  ],
  skills: [
    'compétences', 'compétences techniques', 'compétences clés', 'compétences professionnelles', 'savoir-faire', 'skills',
    'technical skills', 'key skills', 'core skills', 'hard skills', 'outils', 'informatique', 'bureautique', 'logiciels',
    'logiciels maîtrisés', 'outils maîtrisés', 'stack', 'stack technique', 'expertise', 'expertises', 'core competencies',
    'compétences et outils', 'skills and tools', 'skills & tools', 'tools', 'environnement technique', 'environnement',
    'technologies', 'domaines de compétences', 'compétences métier', 'savoir faire', 'connaissances', 'technical environment',
    // Europass: 'Aptitudes et compétences personnelles', 'Personal skills'.
    'aptitudes et compétences personnelles', 'compétences personnelles', 'personal skills', 'personal skills and competences',
  ],
  softSkills: [
    'savoir-être', 'savoir être', 'qualités', 'qualités personnelles', 'soft skills', 'atouts', 'points forts', 'personal qualities',
    'mes atouts', 'mes qualités', 'qualités humaines', 'compétences comportementales',
  ],
  languages: ['langues', 'langue', 'languages', 'language', 'langues étrangères', 'langues parlées', 'compétences linguistiques', 'language skills'],
  certificates: [
    'certifications', 'certification', 'certificats', 'licences et certifications', 'licenses & certifications',
    'licenses and certifications', 'habilitations', 'habilitations et certifications', 'certifications et habilitations',
    'accreditations', 'certificates', 'formations complémentaires et certifications', 'licences and cards', 'licenses and cards',
    'cards and certificates', 'tickets', 'tickets and cards', 'qualifications and tickets', 'training and certificates',
    'certificates and training', 'training and certifications', 'formations et certifications', 'formations et habilitations',
  ],
  licences: ['permis', 'permis de conduire', 'driving licence', 'driving license', 'mobilité', 'permis et mobilité'],
  interests: [
    "centres d'intérêt", "centres d'intérêts", 'loisirs', 'interests', 'hobbies', 'activités extra-professionnelles', 'passions',
    'hobbies and interests', 'hobbies & interests', "centres d'intérêt et loisirs", 'activités', 'sports', 'intérêts',
  ],
  ignored: ['activité', 'activity', 'recommandations', 'recommendations', 'personnes consultées', 'people also viewed', 'références', 'references'],
  other: [
    'projets', 'projects', 'bénévolat', 'volunteering', 'volunteer experience', 'expérience de bénévolat', 'publications',
    'distinctions', 'awards', 'honors & awards', 'honours and awards', 'prix', 'informations complémentaires', 'informations',
    'additional information', 'divers', 'autres', 'cours', 'courses', 'vie associative', 'engagements',
  ],
};

// Small words dropped from headings so 'Licenses & certifications' meets 'licenses and certifications'.
const CONNECTORS = lexiconWordSet({ list: ['connectors', 'heading-possessives'] });

function headingKey(text: string): string {
  return foldText(text)
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 0 && !CONNECTORS.has(word))
    .join(' ');
}

const BY_KEY = new Map<string, ResumeSectionKind>(
  (Object.entries(HEADINGS) as Array<[ResumeSectionKind, readonly string[]]>).flatMap(([kind, headings]) =>
    headings.map((heading) => [headingKey(heading), kind] as const),
  ),
);

/** The kind of section a line opens ('EXPÉRIENCES PROFESSIONNELLES', 'Formation :', '🎓 Education'), or null. */
function headingKind(line: string): ResumeSectionKind | null {
  const text = trimEdges(line.replace(/\([^()]*\)/g, ' '), ' ', ' :：');
  if (text.split(' ').length > 6) return null;
  const key = headingKey(text);
  return key.length === 0 ? null : (BY_KEY.get(key) ?? null);
}

/** True when a line is a section heading ('ÉDUCATION ET FORMATION', 'Langues :'). */
export function opensSection(line: string): boolean {
  return headingKind(line) !== null;
}

// Sections whose lines are lists: a labelled line ('Langues : anglais courant') adds to them
// without leaving the section the line is in.
const LIST_KINDS = new Set<ResumeSectionKind>(['skills', 'softSkills', 'languages', 'certificates', 'licences', 'interests']);

/** 'Langues : anglais, espagnol' → the languages section and 'anglais, espagnol'. */
function labelled(line: string): { kind: ResumeSectionKind; rest: string } | null {
  const text = withoutBullet(line);
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 45) return null;
  const kind = headingKind(text.slice(0, colon));
  const rest = text.slice(colon + 1).trim();
  return kind === null || rest.length === 0 ? null : { kind, rest };
}

function emptySections(): ResumeSections {
  return {
    header: [], profile: [], experience: [], education: [], skills: [], softSkills: [], languages: [], certificates: [],
    licences: [], interests: [], ignored: [], other: [],
  };
}

/**
 * Splits a CV into its usual sections by their headings, keeping each section's lines in order.
 * A labelled line ('Compétences : Excel, SAP', 'Permis : B', and in a CV's top part 'Formation :
 * BTS MCO') puts its content in the labelled section without leaving the current one. A CV
 * without headings is all header.
 */
export function splitResumeSections(lines: readonly string[]): ResumeSections {
  const sections = emptySections();
  let current: ResumeSectionKind = 'header';
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind !== null) {
      current = kind;
      continue;
    }
    const label = labelled(line);
    if (label !== null && (LIST_KINDS.has(label.kind) || current === 'header' || current === 'profile')) {
      sections[label.kind].push(label.rest);
      continue;
    }
    sections[current].push(line);
  }
  return sections;
}
