import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });
const sector = (label: string, aliases: string, labelEn: string): TermEntry => term('sector', label, aliases, { labelEn });

/**
 * Building trades and site work: structural and finishing trades, site management, plans,
 * estimates and the clearances of those trades, in French and English.
 */
export const CONSTRUCTION_TERMS: readonly TermEntry[] = [
  skill('lecture de plans', "lecture de plans|lecture des plans|lire des plans|lire un plan|plans d'exécution|blueprint reading|reading blueprints|read blueprints|reading drawings|technical drawings|reading plans|read technical drawings", 'blueprint reading'),
  sector('gros œuvre', 'gros œuvre|gros oeuvre|maçonnerie|maçon|masonry|bricklaying|brickwork|groundworks', 'masonry'),
  sector('second œuvre', 'second œuvre|second oeuvre|finitions|finishing works|fit-out|fit out|interior finishing', 'finishing works'),
  skill('coffrage', 'coffrage|coffrages|ferraillage|banches|formwork|shuttering|steel fixing', 'formwork'),
  skill('béton', 'béton|béton armé|coulage du béton|reinforced concrete|concrete works|concrete pouring|concreting', 'concrete'),
  skill('électricité du bâtiment', "électricité|électricité du bâtiment|électricité bâtiment|électricité générale|installations électriques|installation électrique|câblage|tableaux électriques|electrical installation|electrical installations|electrical wiring|wiring|domestic electrics", 'electrical installation'),
  term('certification', 'habilitation électrique', 'habilitation électrique|habilitations électriques|habilitation b1|habilitation b1v|habilitation b2v|habilitation br|habilitation bc|=B1V|=B2V|=H0V|18th edition|bs 7671|=JIB|electrical clearance', { labelEn: 'electrical safety clearance' }),
  skill('dépannage', 'dépannage|dépannages|recherche de pannes|diagnostic de pannes|fault finding|fault-finding|breakdown repairs', 'fault finding'),
  skill('vérifications électriques', 'vérifications électriques|contrôle des installations électriques|testing and inspection|inspection and testing|periodic inspection', 'testing and inspection'),
  skill('plomberie', 'plomberie|plombier|installations sanitaires|plumbing|pipework|pipefitting', 'plumbing'),
  skill('génie climatique', 'génie climatique|=CVC|chauffage ventilation climatisation|chauffage|climatisation|=HVAC|heating and ventilation|air conditioning', 'HVAC'),
  // A heating CV backs neither heat pumps nor a Gas Safe registration: each is asked and claimed on its own.
  skill('pompes à chaleur', 'pompes à chaleur|pompe à chaleur|heat pumps|heat pump', 'heat pumps'),
  term('certification', 'Gas Safe', 'gas safe|gas safe registered|gas safe registration'),
  skill('soudure', 'soudure|soudage|soudeur|soudure tig|soudure mig|=TIG|=MIG|=MAG|welding|welder|arc welding', 'welding'),
  skill('menuiserie', 'menuiserie|menuisier|charpente|charpentier|joinery|carpentry|carpenter|joiner', 'carpentry'),
  skill('peinture en bâtiment', 'peinture en bâtiment|peintre en bâtiment|travaux de peinture|enduits|revêtements muraux|painting and decorating|decorating|painter and decorator', 'painting and decorating'),
  skill('plâtrerie', 'plâtrerie|plaquiste|placo|placoplâtre|plaques de plâtre|cloisons sèches|drywall|plastering|dry lining|drylining|plasterer', 'plastering and drylining'),
  skill('carrelage', 'carrelage|carreleur|faïence|tiling|tiler', 'tiling'),
  skill('couverture', 'toiture|toitures|couvreur|zinguerie|étanchéité|roofing|roofer|waterproofing', 'roofing'),
  skill('isolation', 'isolation|isolation thermique|isolation phonique|insulation|thermal insulation', 'insulation'),
  sector('rénovation', 'rénovation|renovation|refurbishment|restoration works', 'renovation'),
  skill('conduite de travaux', 'conduite de travaux|conducteur de travaux|suivi de chantier|suivi de chantiers|suivi des chantiers|gestion de chantier|direction de travaux|site management|site manager|construction management|site supervision', 'site management'),
  // 'métrés' with its accents: folded, it would be the English 'metres' of 'heights up to 10 metres'.
  skill('devis et chiffrage', "chiffrage|chiffrages|=métrés|=métré|=Métrés|établissement de devis|établir des devis|rédaction de devis|réalisation de devis|devis|estimating|cost estimating|cost estimation|quantity surveying|quotations|pricing jobs", 'estimating and quotations'),
  skill('BIM', '=BIM|building information modelling|building information modeling|maquette numérique', 'BIM'),
  skill('normes DTU', "=DTU|normes dtu|=RE2020|=RT2012|réglementation thermique|règles de l'art|building regulations|building regs|british standards", 'building regulations'),
  skill('travail en hauteur', 'travail en hauteur|travaux en hauteur|échafaudage|échafaudages|nacelle|nacelles|working at height|work at height|scaffolding|=IPAF|=PASMA|mobile elevating work platform|=MEWP', 'working at height'),
  skill('engins de chantier', "engins de chantier|conduite d'engins de chantier|mini-pelle|minipelle|pelleteuse|tractopelle|plant operation|plant operator|excavator|digger|dumper", 'plant operation'),
  sector('génie civil', 'génie civil|travaux publics|=VRD|voirie et réseaux divers|terrassement|terrassements|civil engineering|earthworks|road works', 'civil engineering'),
  skill('sécurité chantier', 'sécurité chantier|sécurité sur chantier|sécurité des chantiers|plan de prévention|=PPSPS|site safety|construction safety|risk assessments and method statements|=RAMS', 'site safety'),
  term('certification', 'carte CSCS', '=CSCS|cscs card|=SMSTS|=SSSTS|carte btp|carte d’identification professionnelle btp', { labelEn: 'CSCS card' }),
  term('tool', 'SketchUp', 'sketchup'),
  term('tool', 'ArchiCAD', 'archicad'),
  term('tool', 'MS Project', 'ms project|microsoft project'),
];
