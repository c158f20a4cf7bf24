import { z } from 'zod';
import { LANGUAGES, TONES } from '../src/rules/limits.ts';

/** The trades the set covers; the set must span at least twelve of them. */
const PROFESSIONS = [
  'nurse',
  'care-aide',
  'waiter-bartender',
  'cook',
  'retail-sales',
  'cashier',
  'warehouse',
  'truck-driver',
  'construction',
  'electrician',
  'teacher',
  'school-admin',
  'accountant',
  'finance-analyst',
  'hr',
  'recruiter',
  'data-analyst',
  'developer',
  'marketing',
  'customer-service',
  'admin-assistant',
  'florist',
  'locksmith',
  'lab-technician',
  'dental-assistant',
  'bus-driver',
  'payroll',
  'sommelier',
  'estate-agent',
  'veterinary-nurse',
  'library-assistant',
  'pharmacy-technician',
  'gardener',
  'hotel-reception',
  'it-support',
  'plumber',
  'translator',
  'physiotherapist',
  'social-worker',
  'joiner',
  'nursery-practitioner',
  'legal-secretary',
  'fitness-instructor',
  'hairdresser',
  'event-coordinator',
  'baker',
  'car-mechanic',
  'security-guard',
  'cleaner',
  'optician',
  'graphic-designer',
  'quality-engineer',
  'welder',
  'roofer',
  'ambulance-driver',
  'butcher',
  'buyer',
  'property-manager',
  'product-owner',
  'land-surveyor',
  'refrigeration-technician',
  'radiographer',
  'scaffolder',
  'pest-control-technician',
  'housing-officer',
  'dog-groomer',
  'facilities-manager',
  'gas-engineer',
  'claims-handler',
  'painter-decorator',
  'home-help',
  'maintenance-manager',
  'ux-designer',
  'sales-representative',
  'postal-worker',
  'production-operator',
  'beautician',
  'barista',
  'credit-controller',
  'store-manager',
  'phlebotomist',
  'soc-analyst',
  'bricklayer',
  'planning-officer',
  'bicycle-mechanic',
  'tiler',
  'medical-secretary',
  'pizza-chef',
  'devops-engineer',
  'civil-registry-officer',
  'management-controller',
  'logistics-manager',
  'forklift-driver',
  'plasterer',
  'ward-clerk',
  'refuse-collector',
  'room-attendant',
  'software-tester',
  'quantity-surveyor',
  'activities-coordinator',
  'sales-administrator',
  'vineyard-worker',
  'fishmonger',
  'data-engineer',
  'internal-auditor',
  'lift-technician',
  'bank-advisor',
  'maintenance-technician',
  'holiday-entertainer',
  'hospital-porter',
  'kitchen-porter',
  'work-coach',
  'teaching-assistant',
  'civil-engineer',
  'emergency-call-handler',
  'mortgage-adviser',
  'brewer',
  'midwife',
  'dental-technician',
  'airport-ground-agent',
  'legal-counsel',
  'forestry-worker',
  'chocolatier',
  'alterations-tailor',
  'dietitian',
  'sterile-services-technician',
  'hearing-aid-dispenser',
  'glazier',
  'court-usher',
  'wind-turbine-technician',
  'bid-writer',
  'track-operative',
  'upholsterer',
  'car-body-repairer',
  'travel-consultant',
  'customer-success-manager',
  'funeral-adviser',
  'methods-engineer',
  'cnc-machinist',
  'stable-hand',
  'tyre-fitter',
  'orthoptist',
  'border-force-officer',
  'kitchen-fitter',
  'paralegal',
  'hgv-technician',
  'zookeeper',
  'fundraiser',
  'architectural-technician',
  'agricultural-machinery-mechanic',
  'sustainability-officer',
  'stonemason',
  'training-manager',
  'plant-operator',
  'biomedical-technician',
  'cheesemonger',
  'aerospace-wirer',
  'clinical-coder',
  'driving-examiner',
  'arborist',
  'pensions-administrator',
  'field-service-engineer',
  'countryside-ranger',
  'train-driver',
  'copywriter',
  'cheesemaker',
  'sign-language-interpreter',
  'tram-driver',
  'archivist',
  'crane-operator',
  'ski-instructor',
  'watchmaker',
  'museum-guide',
  'air-traffic-assistant',
  'occupational-therapist',
  'pastry-chef',
  'lifeguard',
  'prison-officer',
  'energy-assessor',
  'youth-worker',
  'nail-technician',
  'beekeeper',
  'chimney-sweep',
  'psychomotor-therapist',
  'hotel-concierge',
  'network-engineer',
  'notary-clerk',
  'freight-forwarder',
  'municipal-police-officer',
  'delivery-driver',
  'pub-manager',
  'floor-layer',
  'stock-controller',
  'podiatrist',
  'immigration-caseworker',
  'volunteer-coordinator',
  'herdsperson',
] as const;

/**
 * How postings are laid out when job seekers paste them: a job-board header line, a sentence that
 * names the company, or a copy of a job board's page with its own headings.
 */
export const POSTING_LAYOUTS = [
  /** 'Comptable fournisseurs (H/F) – Fidexa – Rennes' */
  'title-company-city',
  /** 'Conducteur de travaux TCE (H/F) – CDI – Nantes', then 'Bâtir Ouest, entreprise générale…' */
  'title-contract-city-then-company',
  /** 'Voyages Azur · Marseille' */
  'company-dot-city',
  'x-recrute',
  'rejoignez-x',
  /** 'Chez X, …' and its English twin 'At X, we …' */
  'chez-x',
  /** 'X is hiring', 'We are hiring' */
  'x-is-hiring',
  /** 'About X', 'À propos de X' */
  'about-x',
  /** 'X operates…', 'X is a…', 'X exploite…', 'X est une…' */
  'x-operates',
  /** 'Role:', 'Poste :' and similar labelled fields */
  'labelled-fields',
  'linkedin',
  'indeed',
  'welcome-to-the-jungle',
  'apec',
  'france-travail',
  /** A temp or recruitment agency posts for an unnamed client. */
  'agency',
  /** The posting never names the employer. */
  'no-company',
] as const;

/** How the CV is written: sections with headings, prose, a few lines, or a LinkedIn profile copy. */
export const RESUME_STYLES = ['headed', 'prose', 'thin', 'linkedin'] as const;

const text = z.string().trim().min(1);
/** One expected value, or several wordings that are all right ('Serveur / Serveuse', 'Serveur'). */
const accepted = z.union([text, z.array(text).min(1)]).transform((value) => (Array.isArray(value) ? value : [value]));

export const evalCaseFileSchema = z.strictObject({
  /** Why the team wrote this case: what it tests. */
  about: text,
  profession: z.enum(PROFESSIONS),
  layouts: z.array(z.enum(POSTING_LAYOUTS)).min(1),
  resumeStyle: z.enum(RESUME_STYLES),
  resumeLanguage: z.enum(LANGUAGES),
  /** The tone the user picks for this letter. */
  tone: z.enum(TONES),
  /** The user's 'points à mettre en avant', when the case has some. */
  emphasis: text.optional(),
  expected: z.strictObject({
    /** The letter's language: the posting's, which the generator proposes. */
    language: z.enum(LANGUAGES),
    /** null when the posting does not name the employer. */
    company: accepted.nullable(),
    position: accepted.nullable(),
    /** null when the CV gives no name. */
    name: text.nullable(),
    /**
     * The place and the contract the generator's second step pre-fills ('Lieu', 'Contrat'), as the reader
     * writes them ('Quimper', 'CDD de 6 mois'); null when the posting gives none. Optional: a case without
     * them is not counted for these fields.
     */
    place: accepted.nullable().optional(),
    contract: accepted.nullable().optional(),
    /**
     * What the posting requires and the CV shows, in the letter's language: a good letter uses
     * them. Each entry lists the wordings that count.
     */
    keywords: z.array(accepted).min(1),
    /**
     * What the posting (or the user's emphasis) asks for and the CV does not show: a letter
     * claiming any of them invents.
     */
    invented: z.array(text).min(1),
    /** Statements that would be false or absurd for this CV ('poste de 24 ans', 'anglais courant'). */
    absurd: z.array(text),
    /**
     * When the CV's language is not the letter's: the CV's own wordings that must come translated,
     * never pasted ('Contrôleur de gestion' in an English letter).
     */
    untranslated: z.array(text).min(1).optional(),
    /**
     * The years of experience the CV itself states ('7 ans d'expérience', 'nine years in contact
     * centres'): a letter stating a number of years must state this one. null, or left out, when
     * the CV states no total: then only a letter stating years for a CV with no number of years
     * at all is at fault (years.ts).
     */
    years: z.number().int().min(0).max(60).nullable().optional(),
  }),
});

export type EvalCaseFile = z.infer<typeof evalCaseFileSchema>;

/** One CV/posting pair with the team's expectations. */
export type EvalCase = EvalCaseFile & { id: string; resume: string; posting: string };
