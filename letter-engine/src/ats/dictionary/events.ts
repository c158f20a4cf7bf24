import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * An event coordinator's work, in French and English, so that a CV's one-word duties ('Rétroplanning',
 * 'coordination sur site le jour J') count as the posting's lines that name them, in either language.
 */
export const EVENT_TERMS: readonly TermEntry[] = [
  skill('rétroplanning', 'rétroplanning|rétroplannings|rétro-planning|retroplanning|reverse planning|backward planning|reverse schedule', 'reverse planning'),
  skill('recherche de lieux', 'recherche de lieux|recherche des lieux|recherche et réservation des lieux|recherche et réservation de lieux|venue sourcing|venue finding|venue search|sourcing venues', 'venue sourcing'),
  skill('coordination le jour J', 'coordination le jour J|coordination sur site le jour J|coordination jour J|coordination du jour J|jour J|on-the-day coordination|on the day coordination|event-day coordination', 'on-the-day coordination'),
];
