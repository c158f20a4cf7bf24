import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * A translator's work and tools, in French and English, so that a translator's English CV backs a
 * French posting's words ('mémoires de traduction' for 'translation memories') and the other way round.
 */
export const TRANSLATION_TERMS: readonly TermEntry[] = [
  skill('révision de traductions', 'révision de traductions|révision des traductions|relecture et révision|révision et relecture|relire et réviser|relecture de traductions|revision and proofreading|proofreading and revision|proofreading|proof-reading|translation revision', 'revision and proofreading'),
  skill('mémoires de traduction', 'mémoires de traduction|mémoire de traduction|translation memories|translation memory', 'translation memories'),
  skill('glossaires', 'glossaires clients|glossaires|glossaire|bases terminologiques|base terminologique|termbases|termbase|term bases|client termbases|glossaries|glossary', 'glossaries and termbases'),
  skill('post-édition', 'post-édition|postédition|post-édition de traductions automatiques|post-editing|post editing|machine translation post-editing|MTPE', 'post-editing'),
  skill('rapports annuels', 'rapports annuels|rapport annuel|annual reports|annual report', 'annual reports'),
];
