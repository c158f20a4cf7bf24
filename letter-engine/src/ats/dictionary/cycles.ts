import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * A bike workshop's work, in French and English, so that a cycle mechanic's French CV backs an
 * English posting's words ('wheel truing' for 'dévoilage de roues') and the other way round.
 */
export const CYCLE_TERMS: readonly TermEntry[] = [
  skill('révisions complètes', 'révisions complètes|révision complète|révisions de vélos|révision de vélos|full services|full service|bike services|bike servicing', 'full services'),
  skill('contrôles de sécurité', 'contrôles de sécurité|contrôle de sécurité|safety checks|safety check', 'safety checks'),
  skill('dévoilage de roues', 'dévoilage de roues|dévoilage des roues|dévoilage|rayonnage de roues|wheel truing|truing|wheel building', 'wheel truing'),
  skill('boîtiers de pédalier', 'boîtiers de pédalier|boîtier de pédalier|bottom brackets|bottom bracket', 'bottom brackets'),
  skill('moyeux', 'révision des moyeux|révisions des moyeux|moyeux|hub overhauls|hub overhaul|hub servicing', 'hub overhauls'),
  skill('purge de freins', 'purge de freins hydrauliques|purge de freins|purge des freins|purges de freins|brake bleeds|brake bleed|brake bleeding|bleeding brakes', 'hydraulic brake bleeds'),
  skill('vélos cargo', 'vélos cargo|vélo cargo|vélos-cargos|vélo-cargo|cargo bikes|cargo bike', 'cargo bikes'),
  // A workshop's counter: taking a repair in and telling the customer what it needs.
  skill('prise en charge des réparations', 'prise en charge des réparations|prise en charge des vélos|réception des réparations|booking jobs in|booking repairs in|booking bikes in|booking in repairs', 'booking repairs in'),
  skill('explications aux clients', 'explications aux clients|explications au client|expliquer les réparations aux clients|explication des travaux aux clients|talking customers through the work|talking customers through repairs|explaining repairs to customers|explaining the work to customers', 'talking customers through the work'),
];
