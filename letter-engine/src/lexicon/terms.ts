import { termFileSchema, type termEntrySchema, type TermKind } from './lexicon-schema.ts';
import type { z } from 'zod';
import tech from './terms/tech.json' with { type: 'json' };
import business from './terms/business.json' with { type: 'json' };
import finance from './terms/finance.json' with { type: 'json' };
import hr from './terms/hr.json' with { type: 'json' };
import administration from './terms/administration.json' with { type: 'json' };
import logistics from './terms/logistics.json' with { type: 'json' };
import retail from './terms/retail.json' with { type: 'json' };
import hospitality from './terms/hospitality.json' with { type: 'json' };
import visitorServices from './terms/visitor-services.json' with { type: 'json' };
import health from './terms/health.json' with { type: 'json' };
import care from './terms/care.json' with { type: 'json' };
import education from './terms/education.json' with { type: 'json' };
import construction from './terms/construction.json' with { type: 'json' };
import metalwork from './terms/metalwork.json' with { type: 'json' };
import automotive from './terms/automotive.json' with { type: 'json' };
import locksmith from './terms/locksmith.json' with { type: 'json' };
import cycles from './terms/cycles.json' with { type: 'json' };
import events from './terms/events.json' with { type: 'json' };
import ropeAccess from './terms/rope-access.json' with { type: 'json' };
import agriculture from './terms/agriculture.json' with { type: 'json' };
import laboratory from './terms/laboratory.json' with { type: 'json' };
import security from './terms/security.json' with { type: 'json' };
import fitness from './terms/fitness.json' with { type: 'json' };
import veterinary from './terms/veterinary.json' with { type: 'json' };
import transport from './terms/transport.json' with { type: 'json' };
import translation from './terms/translation.json' with { type: 'json' };
import personalServices from './terms/personal-services.json' with { type: 'json' };
import cleaning from './terms/cleaning.json' with { type: 'json' };
import foodProduction from './terms/food-production.json' with { type: 'json' };
import manufacturing from './terms/manufacturing.json' with { type: 'json' };
import buildingServices from './terms/building-services.json' with { type: 'json' };
import surveying from './terms/surveying.json' with { type: 'json' };
import housing from './terms/housing.json' with { type: 'json' };
import funeral from './terms/funeral.json' with { type: 'json' };
import printing from './terms/printing.json' with { type: 'json' };
import credentials from './terms/credentials.json' with { type: 'json' };
import softSkills from './terms/soft-skills.json' with { type: 'json' };

export type { TermKind };

/** One concept the analysis recognises, with every way it is commonly written (see lexicon-schema.ts). */
export type TermEntry = Omit<z.infer<typeof termEntrySchema>, 'note'>;

/**
 * The term files in the order the matcher meets them: where two entries could claim the same words,
 * the earlier domain's wins, so the order is part of the data (credentials and soft skills come last).
 */
export const TERM_FILES: readonly unknown[] = [
  tech, business, finance, hr, administration, logistics, retail, hospitality, visitorServices, health, care,
  education, construction, metalwork, automotive, locksmith, cycles, events, ropeAccess, agriculture, laboratory,
  security, fitness, veterinary, transport, translation, personalServices, cleaning, foodProduction, manufacturing,
  buildingServices, surveying, housing, funeral, printing, credentials, softSkills,
];

// Parsed once at load: a malformed file fails every import of the engine, in tests first.
const entryOf = ({ note: _note, ...entry }: z.infer<typeof termEntrySchema>): TermEntry => entry;

/** Every curated term, French and English, that the ATS analysis and the fact check recognise. */
export const DICTIONARY: readonly TermEntry[] = TERM_FILES.flatMap((file) => termFileSchema.parse(file).entries.map(entryOf));

/** False for terms a letter may use without claiming them (see TERM_KINDS). */
export function makesClaim(entry: TermEntry): boolean {
  return entry.kind !== 'soft' && entry.kind !== 'sector';
}
