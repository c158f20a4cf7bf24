import { indexText } from '../../ats/text-index.ts';
import type { LanguageKit } from '../language-kit.ts';
import { frenchClause } from './evidence-clause.ts';
import { workplaceOf } from './company-names.ts';
import { atJob, de, list, listWithArticles } from './grammar.ts';
import { elides, pluralItems } from './nouns.ts';
import { frenchCompanyFact, frenchMission } from './posting-phrases.ts';

const FEMININE_DEGREE = /^(?:licence|maîtrise|formation|certification|école|classe|prépa|capacité|habilitation|spécialisation)\b/i;
const CONCEPT_CLAUSES = [(x: string) => `j'ai mis en pratique ${x}`, (x: string) => `j'ai travaillé sur ${x}`, (x: string) => `j'ai pratiqué au quotidien ${x}`];

/** The French phrase makers for the offline writer. */
export const FRENCH_KIT: LanguageKit = {
  clause: frenchClause,
  conceptClause: (concepts, turn) => (CONCEPT_CLAUSES[turn % CONCEPT_CLAUSES.length] ?? String)(listWithArticles(concepts)),
  at: atJob,
  atAgain: 'dans ce même poste',
  atCareer: ['au cours de mon parcours', 'sur le terrain', 'au quotidien'],
  asset: (job, showTitle) =>
    job === null ? null : job.employer !== null ? `mon expérience ${workplaceOf(job.employer)}` : showTitle ? `mon expérience ${de(job.title)}` : 'mon expérience',
  companyFact: frenchCompanyFact,
  mission: (line) => {
    const mission = frenchMission(line);
    if (mission === null) return null;
    return mission.form === 'verb' ? mission.text : `prendre en charge ${mission.text}`;
  },
  list,
  plural: pluralItems,
  listWithArticles,
  degree: (degree, sameLanguage) => {
    let name = degree.degree;
    if (!sameLanguage) {
      const [match] = indexText(name).matches;
      if (match === undefined || match.entry.kind !== 'diploma') return null;
      name = match.entry.label;
    }
    const article = FEMININE_DEGREE.test(name) ? 'une' : 'un';
    return `${article} ${name}${degree.school === null ? '' : ` (${degree.school})`}`;
  },
  languages: (spoken) => ({
    bare: list(spoken.map((item) => `${item.name}${item.level === null ? '' : ` (${item.level})`}`)),
    list: list(spoken.map((item) => `${elides(item.name) ? `l'${item.name}` : `le ${item.name}`}${item.level === null ? '' : ` (${item.level})`}`)),
  }),
  licences: frenchLicences,
};

/**
 * The licences as one phrase, so that an article or 'de' before it reads right: 'le permis B', 'les
 * permis B et C', never 'le permis de conduire et le permis B' (the category says it already).
 */
function frenchLicences(licences: readonly string[]): string {
  // 'Permis B + C', 'Permis C1E': every category a 'permis' line names.
  const categories = [...new Set(licences.flatMap((licence) => (/^permis\s/i.test(licence.trim()) ? [...licence.matchAll(/\b(AM|A[12]?|BE|B|C1?E?|D1?E?)\b/g)].map((match) => match[1] ?? '') : [])))];
  if (categories.length > 1) return `les permis ${list(categories)}`;
  if (categories.length === 1) return `le permis ${categories[0] ?? ''}`;
  return 'le permis de conduire';
}
