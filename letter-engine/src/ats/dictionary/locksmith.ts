import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * A locksmith's call-outs and lock work, in French and English, so that a locksmith's English CV
 * backs a French posting's words ('ouverture de portes' for 'non-destructive entry') and the other way round.
 */
export const LOCKSMITH_TERMS: readonly TermEntry[] = [
  skill('ouverture de portes', "ouverture de portes|ouverture de porte|ouvertures de portes|ouverture fine|non-destructive entry|lockouts|lockout|door opening|gaining entry", 'door opening'),
  skill('cylindres', 'cylindres|cylindre|barillets|barillet|euro cylinders|euro cylinder|lock cylinders', 'lock cylinders'),
  skill('serrures multipoints', 'serrures multipoints|serrure multipoints|serrure multipoint|multipoint locks|multi-point locks|multipoint lock', 'multipoint locks'),
  skill('mise en sécurité', 'mise en sécurité|mises en sécurité|boarding up|securing properties|making safe|make safe', 'making properties safe'),
  skill('effraction', 'effraction|effractions|après effraction|burglaries|burglary|break-ins', 'break-ins'),
  skill('astreintes', "astreintes|astreinte|interventions d'urgence|out-of-hours|emergency call-outs|call-outs|on call|on-call", 'on-call work'),
  skill("rapports d'intervention", "rapports d'intervention|rapport d'intervention|bons d'intervention|bon d'intervention|job sheets|job sheet|job reports", 'job reports'),
  skill('reproduction de clés', 'reproduction de clés|reproduction de clefs|doubles de clés|key cutting|key duplication', 'key cutting'),
];
