import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * Rope access and work at height, in French and English, so that a rope access technician's
 * English CV backs a French posting's words ('lignes de vie' for 'lifelines') and the other way round.
 */
export const ROPE_ACCESS_TERMS: readonly TermEntry[] = [
  skill('ancrages', "mise en place des ancrages|pose d'ancrages|ancrages|ancrage|rigging anchors|anchor rigging|anchors", 'rigging anchors'),
  skill('lignes de vie', 'lignes de vie|ligne de vie|lifelines|lifeline|horizontal lifelines', 'lifelines'),
  skill('sécurisation de falaises', 'sécurisation de falaises|purge de falaises|purge et sécurisation de falaises|rock-face scaling|rock face scaling|rock scaling|cliff stabilisation', 'rock-face scaling'),
  skill('pose de filets', 'pose de filets|pose de filets de protection|netting|rockfall netting|safety netting', 'rockfall netting'),
  skill('inspection de façades', 'inspection de façades|inspections de façades|façade inspection|facade inspection', 'façade inspection'),
  skill('nettoyage et inspection de façades', 'nettoyage et inspection de façades|nettoyage et inspection des façades|façade cleaning and inspection|facade cleaning and inspection', 'façade cleaning and inspection'),
];
