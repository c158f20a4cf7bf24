import { term, type TermEntry } from './term.ts';

const skill = (label: string, aliases: string, labelEn: string): TermEntry => term('skill', label, aliases, { labelEn });

/**
 * Human resources: recruitment, payroll, employment law, training and employee relations, with
 * the HR software most postings name, in French and English.
 */
export const HR_TERMS: readonly TermEntry[] = [
  skill('recrutement', 'recrutement|recruitment|recruiting|talent acquisition|sourcing|sourcing de candidats|candidate sourcing', 'recruitment'),
  // A recruiter's first call and the UK's right to work check, as a resourcer's posting and a hiring manager's CV write them.
  skill('présélection des candidats', 'présélection des candidats|présélection téléphonique|préqualification des candidats|screening calls|phone screening|telephone screening|candidate screening|screening candidates|screened applicants|screened candidates|screening applicants', 'candidate screening'),
  skill('vérification du droit au travail', 'vérification du droit au travail|right to work checks|right to work check|right-to-work checks|right to work documents|checked right to work|right to work', 'right to work checks'),
  skill("conduite d'entretiens", "conduite d'entretiens|conduire des entretiens|mener des entretiens|entretiens de recrutement|entretiens d'embauche|interviewing|conducting interviews|interviewing candidates|competency-based interviews|structured interviews", 'interviewing'),
  skill('paie', 'paie|gestion de la paie|bulletins de paie|bulletins de salaire|fiches de paie|payroll|payroll processing|payslips', 'payroll'),
  skill('déclarations sociales', 'déclarations sociales|=DSN|charges sociales|cotisations sociales|social security contributions|payroll taxes|national insurance', 'payroll declarations'),
  skill('administration du personnel', "administration du personnel|gestion administrative du personnel|gestion du personnel|dossiers du personnel|contrats de travail|gestion des contrats de travail|personnel administration|hr administration|staff administration|employment contracts|employee records", 'HR administration'),
  skill('droit du travail', 'droit du travail|droit social|législation sociale|code du travail|employment law|labour law|labor law|employment legislation', 'employment law'),
  skill('relations sociales', 'relations sociales|dialogue social|partenaires sociaux|instances représentatives du personnel|représentants du personnel|négociations annuelles obligatoires|employee relations|industrial relations|labour relations|trade unions|works council|disciplinary and grievance|disciplinaries and grievances|grievances', 'employee relations'),
  skill('formation', 'animation de formation|animer des formations|former les équipes|formation des équipes|formation des collaborateurs|training delivery|staff training|delivering training|training sessions', 'training'),
  skill('plan de développement des compétences', 'plan de formation|plan de développement des compétences|gestion de la formation|développement des compétences|learning and development|=L&D|training plan|training needs analysis|skills development', 'learning and development'),
  skill('GPEC', '=GPEC|=GEPP|gestion prévisionnelle des emplois et des compétences|gestion prévisionnelle des emplois|strategic workforce planning|workforce planning', 'workforce planning'),
  skill('onboarding', "onboarding|intégration des nouveaux collaborateurs|intégration des nouveaux arrivants|parcours d'intégration|accueil des nouveaux arrivants|induction|inductions|new hire onboarding|employee onboarding|new starters", 'onboarding'),
  skill('entretiens annuels', 'entretiens annuels|entretien annuel|entretiens professionnels|entretiens annuels d’évaluation|revues de performance|performance reviews|performance appraisals|appraisals|performance management', 'performance reviews'),
  skill('gestion des talents', 'gestion des talents|gestion des carrières|mobilité interne|revues de talents|plans de succession|talent management|career management|internal mobility|succession planning|talent reviews', 'talent management'),
  skill('marque employeur', 'marque employeur|employer branding|employer brand|employee value proposition', 'employer branding'),
  skill('rémunération et avantages', 'politique de rémunération|rémunération et avantages sociaux|compensation and benefits|compensation & benefits|=C&B|reward management|total reward|benchmarks salariaux|salary benchmarking', 'compensation and benefits'),
  skill('qualité de vie au travail', 'qualité de vie au travail|qualité de vie et des conditions de travail|=QVT|=QVCT|bien-être au travail|employee wellbeing|wellbeing at work|workplace wellbeing|employee well-being', 'workplace wellbeing'),
  skill('SIRH', "=SIRH|=HRIS|système d'information rh|système d'information ressources humaines|logiciel rh|hr information system|hr systems|hr software", 'HRIS'),
  skill('gestion des absences', 'gestion des absences|suivi des absences|gestion des congés|suivi des congés|gestion des temps|temps et activités|absence management|leave management|time and attendance|sickness absence', 'absence management'),
  skill('diversité et inclusion', 'diversité et inclusion|politique handicap|égalité professionnelle|diversity and inclusion|diversity equity and inclusion|equal opportunities', 'diversity and inclusion'),
  skill('santé au travail', 'santé au travail|médecine du travail|visites médicales|prévention des risques psychosociaux|risques psychosociaux|=RPS|=DUERP|document unique|occupational health', 'occupational health'),
  term('tool', 'Workday', '=Workday', { implies: ['SIRH'] }),
  term('tool', 'Lucca', '=Lucca', { implies: ['SIRH'] }),
  term('tool', 'Silae', 'silae'),
  term('tool', 'ADP', '=ADP|adp decidium|adp workforce'),
  term('tool', 'SuccessFactors', 'successfactors|sap successfactors', { implies: ['SIRH'] }),
  term('tool', 'BambooHR', 'bamboohr', { implies: ['SIRH'] }),
  term('tool', 'Personio', 'personio', { implies: ['SIRH'] }),
  term('tool', 'Greenhouse', '=Greenhouse'),
  term('tool', 'LinkedIn Recruiter', 'linkedin recruiter'),
  term('tool', 'PayFit', 'payfit'),
];
