import type { ExampleLettersText } from '../letter-example.ts';

export const assistanteRh: ExampleLettersText = {
  improvements: [
    'Les missions RH détaillées : contrats, DPAE, variables de paie',
    'Un contexte proche de l’entreprise visée : horaires postés, production',
    'Les sujets de l’offre traités : plan de formation, CSE, SIRH',
  ],
  before: `Madame, Monsieur,

Titulaire d'un BTS, je souhaite travailler dans les ressources humaines. J'ai fait de l'administratif dans mon précédent emploi et je connais les outils informatiques.

Je suis discrète, polyvalente et j'ai le sens de l'organisation. Je pense correspondre au poste.

Veuillez agréer, Madame, Monsieur, mes salutations distinguées.

Sophie Lambert`,
  after: `Madame, Monsieur,

Assistante RH depuis trois ans dans une entreprise de logistique de 180 salariés, je vous propose ma candidature au poste d'assistante ressources humaines chez Mécaplast. Travailler au plus près d'équipes de production en horaires postés est un contexte que je connais bien et que j'apprécie.

Chez Transalp Logistique, je gère l'administration du personnel de bout en bout : contrats de travail et avenants, déclarations préalables à l'embauche, suivi des visites médicales et des absences. Je prépare chaque mois les éléments variables de paie (heures supplémentaires, primes de nuit, absences) pour notre cabinet comptable, sans retard depuis mon arrivée. J'ai également organisé l'accueil de 40 intérimaires lors du pic d'activité de fin d'année, avec un livret d'accueil que j'ai rédigé et qui est toujours utilisé.

Votre offre évoque le suivi du plan de développement des compétences et la relation avec le CSE. J'ai coordonné le plan de formation 2024 (habilitations électriques, CACES, sauveteurs secouristes du travail) et je prépare les documents des réunions mensuelles du CSE avec la responsable RH. Je maîtrise Excel, Word et le SIRH Lucca.

Je serais ravie de vous rencontrer pour vous présenter plus en détail mon parcours.

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

Sophie Lambert`,
};
