/**
 * French words that never make a keyword: articles, pronouns, prepositions, auxiliaries and the
 * vocabulary every posting shares (poste, équipe, entreprise…). Folded (no accents).
 */
export const STOPWORDS_FR: ReadonlySet<string> = new Set([
  'a', 'afin', 'ai', 'ainsi', 'alors', 'au', 'aucun', 'aucune', 'aupres', 'aussi', 'autre', 'autres', 'aux', 'avant',
  'avec', 'avez', 'avoir', 'bien', 'bon', 'bonne', 'c', 'ca', 'ce', 'ceci', 'cela', 'celle', 'celui', 'ces', 'cet',
  'cette', 'chaque', 'chez', 'ci', 'comme', 'comment', 'dans', 'de', 'des', 'deux', 'doit', 'donc', 'dont', 'du',
  'elle', 'elles', 'en', 'encore', 'entre', 'es', 'est', 'et', 'etc', 'etre', 'eu', 'fait', 'faire', 'il', 'ils',
  'j', 'je', 'jour', 'jusqu', 'l', 'la', 'le', 'les', 'leur', 'leurs', 'lui', 'ma', 'mais', 'me', 'meme', 'mes',
  'moi', 'mon', 'n', 'ne', 'ni', 'nos', 'notre', 'nous', 'on', 'ont', 'ou', 'par', 'pas', 'peu', 'peut', 'plus',
  'pour', 'pourquoi', 'qu', 'quand', 'que', 'quel', 'quelle', 'quels', 'qui', 'sa', 'sans', 'se', 'selon', 'ses',
  'si', 'son', 'sont', 'sous', 'sur', 'ta', 'te', 'tes', 'toi', 'ton', 'tous', 'tout', 'toute', 'toutes', 'tres',
  'tu', 'un', 'une', 'vers', 'via', 'vos', 'votre', 'vous', 'y', 'ete', 'etes', 'sera', 'serez', 'seront', 'serait',
  'avez', 'aurez', 'pouvez', 'souhaitez', 'rejoignez', 'rejoindre', 'postuler', 'poste', 'postes', 'offre',
  'equipe', 'equipes', 'entreprise', 'societe', 'groupe', 'client', 'clients', 'mission', 'missions', 'profil',
  'candidat', 'candidate', 'candidature', 'experience', 'experiences', 'annee', 'annees', 'an', 'ans', 'mois',
  'cdi', 'cdd', 'stage', 'alternance', 'temps', 'plein', 'partiel', 'teletravail', 'salaire', 'remuneration',
  'madame', 'monsieur', 'bienvenue', 'nouveau', 'nouvelle', 'nouveaux', 'nouvelles', 'idealement', 'minimum',
  'h', 'f', 'hf', 'fh', 'x', 'debutant', 'debutants', 'junior', 'senior', 'confirme', 'confirmee', 'lundi', 'mardi',
  'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin',
  'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre', 'france', 'paris', 'lyon', 'marseille',
  'toulouse', 'bordeaux', 'lille', 'nantes', 'rennes', 'strasbourg', 'montpellier', 'nice', 'grenoble',
]);
