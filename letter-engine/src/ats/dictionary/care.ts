import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });
const sector = (label: string, aliases: string, labelEn: string): TermEntry => term('sector', label, aliases, { labelEn });

/**
 * Care and support work: care homes, home help, disability support and early years, with the
 * diplomas of those trades, in French and English.
 */
export const CARE_TERMS: readonly TermEntry[] = [
  skill('aide à la toilette', "aide à la toilette|toilette des résidents|toilette des patients|soins d'hygiène|soins d'hygiène et de confort|soins de confort|personal care|personal hygiene|washing and dressing|help with washing", 'personal care'),
  skill('aide aux repas', "aide aux repas|aide au repas|aide à la prise des repas|aide à la prise de repas|distribution des repas|service des repas aux résidents|mealtime assistance|mealtime support|assistance at mealtimes|mealtimes|help with meals|feeding assistance", 'mealtime assistance'),
  skill('accompagnement des personnes âgées', 'personnes âgées|personne âgée|résidents âgés|accompagnement des aînés|elderly care|care of the elderly|older people|older adults|elderly residents', 'elderly care'),
  skill('accompagnement du handicap', "accompagnement de personnes en situation de handicap|accompagnement des personnes handicapées|accompagnement du handicap|personnes polyhandicapées|handicap mental|disability support|learning disabilities|learning disability|people with disabilities", 'disability support'),
  sector('EHPAD', 'ehpad|maison de retraite|résidence seniors|care home|nursing home|residential care', 'care home'),
  sector('maintien à domicile', "maintien à domicile|aide à domicile|soutien à domicile|services à la personne|home care|domiciliary care|home help|care at home", 'home care'),
  skill('aide aux transferts', "aide aux transferts|transferts lit-fauteuil|mobilisation des résidents|mobilisation des patients|manutention des patients|lève-personne|moving and handling|patient handling|hoist", 'moving and handling'),
  sector('petite enfance', "petite enfance|jeunes enfants|garde d'enfants|accueil du jeune enfant|early years|early childhood|childcare|child care", 'early years care'),
  skill("activités d'éveil", "activités d'éveil|activités ludiques|animation d'activités|animation d'ateliers|ateliers d'animation|activités manuelles|recreational activities|play activities|planning activities|activity planning", 'activity planning'),
  skill("projet d'accompagnement personnalisé", "projet personnalisé|projet d'accompagnement personnalisé|projet de vie|projet de soins|plan de soins|care plan|care plans|support plan|support plans|person-centred care|person centred care|person-centered care", 'care plans'),
  skill('bientraitance', 'bientraitance|prévention de la maltraitance|protection des personnes vulnérables|protection de l’enfance|safeguarding|safeguarding adults|safeguarding children|child protection', 'safeguarding'),
  skill('maladie d’Alzheimer', 'alzheimer|maladie d’alzheimer|troubles cognitifs|démence|dementia|dementia care|cognitive impairment', 'dementia care'),
  skill('aide aux courses et au ménage', "entretien du logement|aide au ménage|courses et entretien|housework|domestic tasks|shopping and cleaning", 'domestic support'),
  term('diploma', "diplôme d'État d'aide-soignant", "diplôme d'état d'aide-soignant|diplôme d'état d'aide soignant|=DEAS|aide-soignant diplômé|aide-soignante diplômée|aide soignante diplômée|aide soignant diplômé", { level: 0, labelEn: 'nursing assistant diploma' }),
  term('diploma', "diplôme d'État d'accompagnant éducatif et social", "diplôme d'état d'accompagnant éducatif et social|=DEAES|=DEAVS|=DEAMP", { level: 0, labelEn: 'social care support diploma' }),
  term('diploma', 'CAP Accompagnant éducatif petite enfance', 'cap aepe|cap accompagnant éducatif petite enfance|cap petite enfance|=AEPE', { level: 0, labelEn: 'early years childcare diploma' }),
  term('diploma', "diplôme d'État d'auxiliaire de puériculture", "diplôme d'état d'auxiliaire de puériculture|=DEAP|auxiliaire de puériculture diplômée|auxiliaire de puériculture diplômé", { level: 0, labelEn: 'nursery nurse diploma' }),
  term('diploma', "diplôme d'État d'éducateur spécialisé", "diplôme d'état d'éducateur spécialisé|=DEES|=DEEJE|éducateur spécialisé diplômé|éducatrice spécialisée diplômée", { level: 3, labelEn: 'specialist social worker diploma' }),
  term('certification', 'NVQ Health and Social Care', 'nvq health and social care|nvq level 2 health and social care|nvq level 3 health and social care|diploma in health and social care|level 3 diploma in health and social care|care certificate|the care certificate|=QCF', { labelEn: 'NVQ Health and Social Care' }),
];
