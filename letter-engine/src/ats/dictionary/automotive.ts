import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * Garage work on cars and vans: servicing, the usual repairs and diagnostics, in French and
 * English, so that a mechanic's English CV backs a French posting's words and the other way round.
 */
export const AUTOMOTIVE_TERMS: readonly TermEntry[] = [
  // 'Revision and proofreading' is a translator's: a revision is a vehicle's only when the words say so.
  skill('entretien des véhicules', "révision des véhicules|révisions des véhicules|révisions constructeur|révisions selon les préconisations constructeur|révisions périodiques|entretien des véhicules|entretien courant|vidanges|servicing|vehicle servicing|routine servicing|oil changes", 'vehicle servicing'),
  skill('freins', 'freins|freinage|plaquettes de frein|disques de frein|brakes|brake pads|brake discs|braking systems', 'brakes'),
  skill('embrayages', 'embrayages|embrayage|clutches|clutch replacement', 'clutches'),
  skill('distribution', 'courroies de distribution|courroie de distribution|kits de distribution|timing belts|timing belt|cambelts', 'timing belts'),
  skill('climatisation automobile', 'climatisation automobile|recharge de climatisation|recharge clim|air conditioning recharge|air-con recharge|a/c recharge', 'vehicle air conditioning'),
  skill('amortisseurs', 'amortisseurs|suspensions|shock absorbers|suspension', 'shock absorbers'),
  skill('diagnostic électronique', 'diagnostic électronique|diagnostics électroniques|valise de diagnostic|electronic diagnostics|diagnostic tools|fault codes', 'electronic diagnostics'),
  skill('contrôle technique', 'préparation au contrôle technique|contrôle technique|MOT preparation|=MOT|MOT testing', 'MOT preparation'),
  term('tool', 'Bosch KTS', 'bosch kts|=KTS'),
  term('tool', 'Renault CLIP', 'renault clip|=CLIP'),
];
