import { foldText } from '../text/fold.ts';

/** The parts of a CV the writer reads. 'header' is everything before the first heading. */
export type ResumeSectionKind = 'header' | 'profile' | 'experience' | 'education' | 'skills' | 'languages' | 'interests' | 'other';

const HEADINGS: Record<Exclude<ResumeSectionKind, 'header'>, readonly string[]> = {
  profile: ['profil', 'profil professionnel', 'resume', 'a propos', 'a propos de moi', 'summary', 'profile', 'about me', 'objectif', 'objective', 'presentation', 'professional summary'],
  experience: [
    'experience', 'experiences', 'experience professionnelle', 'experiences professionnelles', 'parcours',
    'parcours professionnel', 'work experience', 'professional experience', 'employment', 'employment history',
    'career history', 'career', 'emplois', 'experiences pertinentes', 'relevant experience',
  ],
  education: ['formation', 'formations', 'diplomes', 'diplomes et formations', 'formation et diplomes', 'etudes', 'education', 'academic background', 'cursus', 'formation initiale', 'education and training'],
  skills: [
    'competences', 'competences techniques', 'competences cles', 'savoir faire', 'skills', 'technical skills', 'key skills',
    'outils', 'informatique', 'logiciels', 'stack', 'stack technique', 'expertise', 'core competencies', 'competences et outils',
    'skills and tools', 'tools',
  ],
  languages: ['langues', 'languages', 'langues etrangeres', 'language skills'],
  interests: ['centres d interet', 'centres d interets', 'loisirs', 'interests', 'hobbies', 'activites extra professionnelles', 'passions'],
  other: ['certifications', 'projets', 'projects', 'references', 'benevolat', 'volunteering', 'publications', 'distinctions', 'awards'],
};

function headingKind(line: string): Exclude<ResumeSectionKind, 'header'> | null {
  const folded = foldText(line)
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (folded.length === 0 || folded.split(' ').length > 5) return null;
  for (const [kind, headings] of Object.entries(HEADINGS) as Array<[Exclude<ResumeSectionKind, 'header'>, readonly string[]]>) {
    if (headings.includes(folded)) return kind;
  }
  return null;
}

/**
 * Splits a CV into its usual sections by their headings ('EXPÉRIENCES PROFESSIONNELLES',
 * 'Formation', 'Skills', 'Langues'…), keeping each section's non-empty lines in order. A CV
 * without headings is all header.
 */
export function splitResumeSections(lines: readonly string[]): Record<ResumeSectionKind, string[]> {
  const sections: Record<ResumeSectionKind, string[]> = {
    header: [], profile: [], experience: [], education: [], skills: [], languages: [], interests: [], other: [],
  };
  let current: ResumeSectionKind = 'header';
  for (const line of lines) {
    const kind = headingKind(line.replace(/[:：]\s*$/, ''));
    if (kind !== null) {
      current = kind;
      continue;
    }
    sections[current].push(line);
  }
  return sections;
}
