import { lexiconWords } from '../lexicon/words.ts';

// Only the offline writer still imports this name (src/offline-writer/plan/match-evidence.ts); the
// phrase reader queries the lexicon itself. Remove with the offline writer.
/** '-ing' forms of verbs that name an activity ('staff training', 'route planning'). */
export const NOMINAL_GERUNDS_EN: readonly string[] = lexiconWords({ list: 'nominal-gerunds' });
