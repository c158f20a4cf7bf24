import { foldText } from './fold.ts';
import { stem } from './stem.ts';

// Words that make a phrase a job title, in French and English. Stemmed, so feminine and plural
// forms count too ('développeuse', 'ingénieures', 'directrice').
const JOB_WORDS = new Set(
  [
    'developpeur', 'developer', 'dev', 'ingenieur', 'engineer', 'chef', 'responsable', 'manager', 'directeur', 'director',
    'consultant', 'analyste', 'analyst', 'technicien', 'technician', 'assistant', 'charge', 'commercial', 'comptable',
    'accountant', 'stagiaire', 'intern', 'internship', 'designer', 'lead', 'head', 'officer', 'specialist', 'specialiste',
    'coordinateur', 'coordinator', 'gestionnaire', 'conseiller', 'advisor', 'adviser', 'vendeur', 'infirmier', 'nurse',
    'professeur', 'teacher', 'enseignant', 'formateur', 'trainer', 'agent', 'operateur', 'operator', 'architecte',
    'architect', 'owner', 'scientist', 'administrateur', 'administrator', 'juriste', 'avocat', 'lawyer', 'acheteur',
    'buyer', 'auditeur', 'auditor', 'controleur', 'controller', 'redacteur', 'writer', 'editor', 'devops', 'sre',
    'testeur', 'tester', 'representative', 'associate', 'executive', 'recruteur', 'recruiter', 'animateur',
    'educateur', 'employe', 'caissier', 'cashier', 'cuisinier', 'cook', 'serveur', 'waiter', 'magasinier',
    'preparateur', 'livreur', 'chauffeur', 'driver', 'electricien', 'electrician', 'plombier', 'mecanicien',
    'mechanic', 'soudeur', 'pharmacien', 'pharmacist', 'medecin', 'doctor', 'psychologue', 'secretaire', 'secretary',
    'alternant', 'apprenti', 'apprentice', 'freelance', 'expert', 'trader', 'gerant', 'superviseur', 'supervisor',
    'marketeur', 'marketer', 'commis', 'hote', 'receptionniste', 'receptionist', 'ouvrier', 'agent',
    'attache', 'delegue', 'fullstack', 'backend', 'frontend', 'programmer',
    'programmeur', 'cto', 'cfo', 'ceo', 'vp', 'directrice', 'paralegal', 'clerk', 'partner', 'planner', 'planificateur',
    // Health and care
    'soignant', 'aide', 'auxiliaire', 'ash', 'ide', 'kinesitherapeute', 'kine', 'ergotherapeute',
    'orthophoniste', 'manipulateur', 'ambulancier', 'brancardier', 'puericultrice', 'carer', 'caregiver', 'midwife',
    'physiotherapist', 'therapist', 'paramedic', 'dentist', 'dentiste', 'veterinaire', 'worker',
    // Hospitality and retail
    'barman', 'barmaid', 'porter', 'doorman', 'bartender', 'barista', 'plongeur', 'sommelier', 'gouvernante', 'housekeeper', 'concierge',
    'equipier', 'crew', 'boulanger', 'patissier', 'boucher', 'poissonnier', 'fromager', 'traiteur', 'coiffeur',
    'estheticien', 'hotesse', 'caissiere', 'merchandiser', 'steward', 'valet',
    // Logistics, industry and construction
    'cariste', 'manutentionnaire', 'conducteur', 'picker', 'packer', 'operative', 'logisticien',
    'approvisionneur', 'macon', 'carreleur', 'plaquiste', 'peintre', 'menuisier', 'charpentier', 'couvreur',
    'grutier', 'coffreur', 'chaudronnier', 'tuyauteur', 'monteur', 'regleur', 'usineur', 'tourneur', 'fraiseur',
    'geometre', 'dessinateur', 'projeteur', 'economiste', 'foreman', 'bricklayer', 'carpenter', 'plumber', 'welder',
    'labourer', 'surveyor', 'estimator', 'leader', 'chauffagiste', 'frigoriste', 'jardinier', 'paysagiste',
    // Education and administration
    'instituteur', 'atsem', 'cpe', 'surveillant', 'moniteur', 'tuteur', 'tutor', 'lecturer', 'professor', 'maitre',
    'documentaliste', 'bibliothecaire', 'librarian', 'standardiste', 'adjoint', 'officier',
    // Finance, HR, tech and marketing
    'actuaire', 'actuary', 'banquier', 'banker', 'tresorier', 'treasurer', 'fiscaliste', 'notaire', 'clerc',
    'bookkeeper', 'hrbp', 'copywriter', 'graphiste', 'photographe', 'coach', 'scrum', 'sdr', 'bdr',
    'webmaster', 'integrateur',
    // Trades of a line or two in thin CVs
    'runner', 'barber', 'hairdresser', 'stylist', 'styliste', 'nanny', 'childminder', 'babysitter', 'fleuriste', 'florist',
    'opticien', 'optician', 'toiletteur', 'groomer', 'guide', 'conferencier', 'mediateur', 'negociateur', 'negotiator',
    'courtier', 'broker', 'joiner', 'roofer', 'glazier', 'serrurier', 'locksmith', 'vitrier', 'janitor', 'caretaker',
    'gardien', 'vigile', 'pompier', 'firefighter', 'coursier', 'courier', 'dispatcher', 'storekeeper', 'educator',
    'counsellor', 'counselor', 'member', 'colleague', 'replenisher', 'groundworker', 'porter', 'animatrice', 'animateur',
    'lifeguard', 'sauveteur', 'nageur', 'phlebotomist', 'preleveur', 'scaffolder', 'echafaudeur', 'plasterer',
    'decorator', 'tiler', 'fitter', 'installer', 'installateur', 'raccordeur', 'translator', 'traducteur', 'interpreter',
    'interprete', 'cleaner', 'radiographer', 'sonographer', 'dietitian', 'dieteticien', 'optometrist', 'aesh',
    'valeter', 'seller',
  ].map((word) => stem(word)),
);

// English writes many trades as one word whose last part is the trade: 'bookseller', 'shopkeeper',
// 'fishmonger', 'dishwasher', 'childminder'. A longer word ending in one of these is a job word too; not its
// plural, often the shop's name ('Page Turner Booksellers'), nor an 'outfitter' or a 'drycleaner'.
const COMPOUND_TRADE = /^[a-z]{3,}(?:seller|keeper|maker|monger|minder|worker|handler|washer)$/;

/** True when a phrase contains a word typical of job titles ('Développeuse Full Stack', 'Data Analyst'). */
// Inclusive forms are only ever written on roles: 'Opticien(ne)', 'Esthéticien·ne', 'Agent(e)'.
const INCLUSIVE_FORM = /\p{Ll}(?:\((?:e|ne|le|ère|euse|rice|trice|se)\)|·(?:e|ne|le|se|rice|euse)\b)/u;

export function looksLikeJobTitle(phrase: string): boolean {
  if (INCLUSIVE_FORM.test(phrase)) return true;
  return foldText(phrase)
    .split(/[^a-z]+/)
    .some((word) => word.length > 1 && (JOB_WORDS.has(stem(word)) || COMPOUND_TRADE.test(word)));
}
