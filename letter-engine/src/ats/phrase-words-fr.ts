/**
 * French words that end a phrase taken from a posting's lines (see extract-phrases.ts), folded (no
 * accents, lower case). The stopwords (stopwords-fr.ts) end phrases too.
 */

/** Words every posting uses around its skills: 'maîtrise de', 'connaissance des', 'bonne', 'outils'. */
export const GENERIC_FR = [
  'maitrise', 'maitrises', 'connaissance', 'connaissances', 'notion', 'notions', 'capacite', 'capacites', 'aptitude',
  'aptitudes', 'competence', 'competences', 'qualites', 'sens', 'gout', 'envie', 'interet', 'appetence', 'facilite',
  'facilites', 'aisance', 'esprit', 'bon', 'bons', 'bonne', 'bonnes', 'excellent', 'excellente', 'excellents',
  'excellentes', 'solide', 'solides', 'fort', 'forte', 'parfait', 'parfaite', 'premier', 'premiere', 'reel', 'reelle',
  'veritable', 'significatif', 'significative', 'similaire', 'similaires', 'equivalent', 'equivalente', 'equivalence',
  'ideal', 'ideale', 'type', 'niveau', 'domaine', 'domaines', 'secteur', 'secteurs', 'environnement', 'cadre',
  'contexte', 'sein', 'cours', 'ensemble', 'besoin', 'besoins', 'fonction', 'fonctions', 'activite', 'activites',
  'travail', 'outil', 'outils', 'logiciel', 'logiciels', 'methode', 'methodes', 'process', 'processus', 'projet',
  'projets', 'tache', 'taches', 'role', 'fonctionnement', 'mise', 'place', 'participation', 'realisation',
  'contribution', 'utilisation', 'dynamique', 'dynamiques', 'motive', 'motivee', 'serieux', 'serieuse', 'souriant',
  'souriante', 'ponctuel', 'ponctuelle', 'polyvalent', 'polyvalente', 'reactif', 'reactive', 'disponible',
  'disponibilite', 'bienveillant', 'bienveillante', 'passionne', 'passionnee', 'passion', 'enthousiaste', 'agreable',
  'important', 'importante', 'importants', 'importantes', 'grand', 'grande', 'grands', 'grandes', 'petit', 'petite',
  'petits', 'petites', 'nombreux', 'nombreuses', 'divers', 'diverses', 'different', 'differents', 'differentes',
  'varie', 'variee', 'varies', 'variees', 'quotidien', 'quotidienne', 'quotidiens', 'quotidiennes', 'hebdomadaire',
  'hebdomadaires', 'mensuel', 'mensuelle', 'mensuels', 'mensuelles', 'annuel', 'annuelle', 'regulier', 'reguliere',
  'principal', 'principale', 'principaux', 'principales', 'actuel', 'actuelle', 'futur', 'future', 'global',
  'globale', 'requis', 'requise', 'exige', 'exigee', 'indispensable', 'indispensables', 'obligatoire', 'obligatoires',
  'necessaire', 'necessaires', 'apprecie', 'appreciee', 'souhaite', 'souhaitee', 'souhaitable', 'atout', 'bonus',
  'titulaire', 'diplome', 'diplomes', 'formation', 'formations', 'heure', 'heures', 'semaine', 'semaines', 'horaire',
  'horaires', 'week', 'end', 'weekend', 'matin', 'soir', 'soiree', 'nuit', 'nuits', 'jours', 'personne', 'personnes',
  'collaborateur', 'collaborateurs', 'collaboratrice', 'collegue', 'collegues', 'manager', 'responsable', 'direction',
  'directeur', 'directrice', 'hierarchique', 'superieur', 'lien', 'liens', 'relation', 'relations', 'rigoureux',
  'rigoureuse', 'vrai', 'vraie', 'meilleur', 'meilleure', 'meilleurs', 'haut', 'haute', 'cle', 'cles', 'plusieurs',
  'certain', 'certains', 'certaine', 'certaines', 'tel', 'telle', 'tels', 'telles', 'propre', 'propres', 'cas',
  'objectif', 'objectifs', 'moyen', 'moyens', 'ligne', 'lignes', 'niveaux', 'part', 'parts',
  'interlocuteur', 'interlocutrice', 'interlocuteurs', 'garant', 'garante', 'acteur', 'actrice', 'acteurs', 'structure',
  'etablissement', 'etablissements', 'site', 'sites', 'poles', 'pole', 'entite', 'entites', 'metier', 'metiers',
  'sujet', 'sujets', 'enjeu', 'enjeux', 'idee', 'idees', 'ambition', 'valeur', 'valeurs', 'plaisir', 'gens',
  'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'douze', 'quinze', 'vingt', 'trente', 'cent', 'mille',
  'dizaine', 'dizaines', 'centaine', 'centaines', 'quelques', 'plein', 'choix', 'possibilite', 'opportunite', 'fin',
  'debut', 'clientele', 'cliente', 'clientes', 'journee', 'journees', 'deroulement', 'echange', 'echanges', 'lettre',
  'motivation', 'prime', 'primes', 'repos', 'pourboire', 'pourboires', 'fourni', 'fournie', 'consecutif', 'vingtaine',
  'trentaine', 'quarantaine', 'cinquantaine', 'soixantaine', 'non', 'vehicule', 'station', 'debout', 'respect', 'regle', 'regles', 'norme', 'normes', 'consigne', 'consignes', 'aide', 'atteint',
];

/** Infinitives that do not end in '-er' (those are caught by their ending), and '-ier' verbs. */
export const VERBS_FR = [
  'accueillir', 'garantir', 'maintenir', 'tenir', 'suivre', 'servir', 'vendre', 'mettre', 'prendre', 'intervenir',
  'transmettre', 'produire', 'construire', 'entretenir', 'conduire', 'connaitre', 'savoir', 'pouvoir', 'vouloir',
  'devoir', 'rejoindre', 'acquerir', 'soutenir', 'repondre', 'definir', 'etablir', 'recueillir', 'reagir', 'agir',
  'promouvoir', 'concevoir', 'fournir', 'obtenir', 'offrir', 'ouvrir', 'remplir', 'saisir', 'choisir', 'reussir',
  'reunir', 'convaincre', 'ecrire', 'lire', 'faire', 'dire', 'voir', 'permettre', 'comprendre', 'apprendre',
  'entreprendre', 'reprendre', 'rendre', 'etre', 'avoir', 'devenir', 'venir', 'appartenir', 'parvenir', 'prevenir',
  'detenir', 'atteindre', 'resoudre', 'traduire', 'introduire', 'reduire', 'accroitre', 'batir', 'enrichir',
  'elargir', 'investir', 'approfondir', 'nourrir', 'desservir', 'verifier', 'planifier', 'identifier', 'modifier',
  'qualifier', 'certifier', 'diversifier', 'justifier', 'notifier', 'simplifier', 'unifier', 'specifier', 'quantifier',
  'rectifier', 'negocier', 'apprecier', 'etudier', 'copier', 'trier', 'plier', 'relier', 'oublier', 'varier',
  'publier', 'multiplier', 'remercier', 'confier', 'associer', 'expedier', 'amplifier', 'intensifier', 'clarifier',
  'fideliser', 'sait', 'peut', 'doit', 'veut', 'fait', 'aime', 'aimez', 'souhaitez', 'recherche', 'recherchons',
  'accompagne', 'assure', 'gere', 'participe', 'realise', 'effectue', 'prend', 'met', 'contribue',
  'travaille', 'organise', 'prepare', 'sert', 'conseille', 'encadre', 'pilote', 'suit', 'tient', 'maitrisez',
  'connaissez', 'justifiez', 'disposez', 'possedez', 'beneficiez', 'rejoins', 'rejoint', 'savez', 'etes', 'avez',
  'comprend', 'comprennent', 'inclut', 'incluent', 'implique', 'necessite', 'requiert', 'consiste', 'concerne', 'permet',
  'permettent', 'vise', 'represente', 'regroupe', 'dispose', 'possede', 'travaillent', 'assurent', 'gerent',
  'participent', 'rejoignent', 'recrutent', 'cherche', 'cherchons', 'offrons', 'proposons', 'fais', 'faites', 'change',
];

/**
 * Participles and adjectives that describe the job or its place, never a skill's name ('basé à
 * Lyon', 'rattaché au directeur', 'amené à'). Other participles may close a phrase ('dossier
 * patient informatisé') but never open one.
 */
export const PLACE_PARTICIPLES_FR = [
  'base', 'situe', 'rattache', 'place', 'amene', 'integre', 'dedie', 'compose', 'implante', 'reconnu', 'demande',
  'attendu', 'propose', 'recherche', 'encadre', 'accompagne', 'forme', 'confronte', 'appele', 'sollicite',
  'oriente', 'tourne', 'anime', 'implique', 'investi', 'dote', 'muni', 'experimente', 'confirme', 'qualifie',
  'organise', 'motive', 'passionne', 'specialise', 'localise', 'pourvu', 'remunere', 'loge', 'nourri', 'ouvert', 'pris',
];

/** French nouns (often borrowed) ending in '-er' that are not infinitives. */
export const ER_NOUNS_FR = [
  'manager', 'leader', 'designer', 'developer', 'master', 'poster', 'laser', 'cancer', 'hiver', 'super', 'planner',
  'reporter', 'container', 'scanner', 'cluster', 'flyer', 'boucher', 'boulanger', 'berger', 'danger', 'verger',
  'foyer', 'loyer', 'clocher', 'rocher', 'plancher', 'diner', 'dejeuner', 'gouter', 'souper', 'leger', 'etranger',
  'shaker', 'customer', 'partner', 'broker', 'trader', 'career', 'owner', 'officer', 'engineer', 'newsletter', 'router',
  'server', 'tracker', 'header', 'footer', 'sticker', 'charter', 'freezer', 'mixer', 'timer', 'marker', 'player',
  'user', 'order', 'number', 'paper', 'letter', 'folder', 'center', 'ledger', 'trailer', 'computer', 'driver',
  'worker', 'member', 'buyer', 'provider', 'supplier', 'docker', 'cutter', 'poker', 'bunker', 'blazer', 'primer',
  'cocker', 'boxer', 'enfer', 'quartier', 'clavier', 'atelier', 'chantier', 'dossier', 'fichier', 'courrier',
];

/** Adverbs: never inside a skill's name. */
export const ADVERBS_FR = [
  'notamment', 'egalement', 'idealement', 'rapidement', 'efficacement', 'regulierement', 'quotidiennement',
  'principalement', 'directement', 'activement', 'parfaitement', 'couramment', 'aisement', 'facilement',
  'naturellement', 'particulierement', 'specifiquement', 'totalement', 'entierement', 'rigoureusement',
  'eventuellement', 'prioritairement', 'essentiellement', 'progressivement', 'ensuite', 'puis', 'deja', 'toujours',
  'souvent', 'parfois', 'surtout', 'plutot', 'vraiment', 'avant', 'apres', 'pendant', 'durant', 'lors', 'depuis',
  'ici', 'partout', 'ailleurs', 'autour', 'face', 'travers', 'grace', 'hors', 'outre', 'parmi', 'tant', 'tels',
  'environ', 'plus', 'moins', 'tres', 'trop', 'assez', 'autant', 'afin',
];
