import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * Schools, training and youth work: teaching, lesson planning, assessment, inclusion and the
 * teaching qualifications of France and the United Kingdom.
 */
export const EDUCATION_TERMS: readonly TermEntry[] = [
  skill('enseignement', "enseigner|expérience d'enseignement|expérience de l'enseignement|expérience en enseignement|pratique de l'enseignement|teaching|classroom teaching|lesson delivery|teaching experience", 'teaching'),
  skill('préparation des cours', "préparation des cours|préparation de cours|préparer des cours|préparer les cours|séquences pédagogiques|séquence pédagogique|progression pédagogique|progressions pédagogiques|fiches de préparation|lesson planning|lesson plans|planning lessons|schemes of work|curriculum planning", 'lesson planning'),
  skill('gestion de classe', 'gestion de classe|gestion de la classe|tenue de classe|gestion des comportements|classroom management|behaviour management|behavior management|managing behaviour', 'classroom management'),
  skill('évaluation des élèves', "évaluation des élèves|évaluation des apprentissages|évaluation des acquis|suivi des élèves|suivi pédagogique|bulletins scolaires|student assessment|pupil assessment|assessing pupils|marking and assessment|formative assessment|summative assessment|progress tracking|pupil progress", 'student assessment'),
  skill('pédagogie différenciée', 'différenciation pédagogique|pédagogie différenciée|différenciation|differentiation|differentiated instruction|differentiated teaching|differentiated learning|adaptive teaching', 'differentiated teaching'),
  skill('besoins éducatifs particuliers', "besoins éducatifs particuliers|élèves à besoins particuliers|élèves à besoins éducatifs particuliers|inclusion scolaire|école inclusive|=AESH|=SEN|=SEND|special educational needs|special needs|inclusive education|=SENCO", 'special educational needs'),
  skill('phonics', 'phonics|synthetic phonics|read write inc|méthode syllabique|conscience phonologique', 'phonics'),
  skill('soutien scolaire', 'soutien scolaire|aide aux devoirs|accompagnement scolaire|tutorat|cours particuliers|tutoring|tuition|homework help|homework club|private tuition', 'tutoring'),
  skill('FLE', '=FLE|=FLS|français langue étrangère|français langue seconde|french as a foreign language|teaching french as a foreign language', 'French as a foreign language'),
  skill('ingénierie pédagogique', "ingénierie pédagogique|ingénierie de formation|conception pédagogique|conception de formations|conception de parcours de formation|instructional design|learning design|course design|curriculum design|curriculum development", 'instructional design'),
  skill('e-learning', 'e-learning|elearning|formation à distance|formation en ligne|classe virtuelle|classes virtuelles|digital learning|online learning|blended learning|distance learning|=LMS|=MOOC', 'e-learning'),
  skill('relations avec les familles', "relations avec les familles|relation avec les familles|lien avec les familles|liens avec les familles|liaison avec les parents|communication avec les parents|relations avec les parents|réunions parents-professeurs|rencontres parents-professeurs|parent communication|liaising with parents|working with parents|parents' evenings|parents evenings|parent-teacher meetings", 'liaising with parents'),
  skill('programmes scolaires', "programmes scolaires|programmes de l'éducation nationale|programmes officiels|socle commun|national curriculum|early years foundation stage|=EYFS|key stage 1|key stage 2|key stage 3|key stage 4|=GCSE", 'national curriculum'),
  skill('activités périscolaires', 'périscolaire|activités périscolaires|accueil périscolaire|temps périscolaire|centre de loisirs|accueil de loisirs|colonies de vacances|after-school|after school club|holiday club|extracurricular activities|extra-curricular activities|summer camp', 'after-school activities'),
  skill('animation de groupes', "animation de groupes|animation de groupe|encadrement de groupes|encadrement d'enfants|encadrement de jeunes|group facilitation|leading groups|facilitation|workshop facilitation|youth work", 'group facilitation'),
  skill('orientation scolaire', "orientation scolaire|orientation professionnelle|conseil en orientation|accompagnement à l'orientation|careers guidance|careers advice|career guidance", 'careers guidance'),
  term('diploma', 'CAPES', "=CAPES|=CAPET|=CAPLP|=CAPEPS|=CRPE|agrégation|agrégé|agrégée|master meef|=MEEF|concours de professeur des écoles|professeur des écoles titulaire", { level: 5, labelEn: 'French teaching qualification (CAPES)' }),
  term('diploma', 'QTS', "=QTS|qualified teacher status|=PGCE|postgraduate certificate in education|=PGDE|=QTLS|teaching qualification", { labelEn: 'Qualified Teacher Status (QTS)' }),
  term('certification', 'TEFL', '=TEFL|=TESOL|=CELTA|=DELTA|=TESL|teaching english as a foreign language|teaching english to speakers of other languages', { labelEn: 'TEFL' }),
  term('certification', 'BAFA', "=BAFA|=BAFD|=BPJEPS|brevet d'aptitude aux fonctions d'animateur|brevet d'aptitude aux fonctions de directeur", { labelEn: 'BAFA (youth leader certificate)' }),
  term('certification', 'casier judiciaire vierge', "=DBS|enhanced dbs|dbs check|enhanced dbs check|disclosure and barring service|=PVG|casier judiciaire vierge|extrait de casier judiciaire", { labelEn: 'DBS check' }),
  term('tool', 'Pronote', 'pronote'),
  term('tool', 'Moodle', 'moodle'),
  term('tool', 'Google Classroom', 'google classroom'),
  term('tool', 'ENT', '=ENT|espace numérique de travail'),
];
