import type { ExampleLettersText } from '../letter-example.ts';

export const stage: ExampleLettersText = {
  improvements: [
    'Durée et date de début du stage précisées',
    'Un résultat de stage précédent, avec le budget géré',
    'Les certifications et outils que l’offre demande',
  ],
  before: `Madame, Monsieur,

Étudiant en école de commerce, je suis à la recherche d'un stage de fin d'études. Le marketing digital me passionne et je souhaiterais découvrir ce domaine dans votre entreprise.

Je suis rigoureux, organisé et j'ai un bon relationnel. Ce stage serait une excellente expérience pour moi.

Je vous prie d'agréer, Madame, Monsieur, mes sincères salutations.

Lucas Petit`,
  after: `Madame, Monsieur,

Étudiant en Master 2 Marketing digital dans une école de commerce bordelaise, je recherche un stage de fin d'études de six mois à partir de janvier. L'offre d'assistant marketing acquisition de Voyageo m'a immédiatement intéressé : vos campagnes pour les courts séjours en train montrent qu'on peut vendre le voyage autrement, et j'aimerais apprendre à vos côtés à les rendre encore plus performantes.

L'an dernier, en stage chez Ôdélices, une marque de thés vendue en ligne, j'ai géré avec ma tutrice un budget Google Ads de 4 000 euros par mois. En réorganisant les campagnes par gamme de produits et en testant chaque semaine de nouvelles annonces, nous avons fait baisser le coût par acquisition de 22 % en trois mois. J'ai aussi construit dans Looker Studio le tableau de bord qui suit désormais les ventes par canal.

Vous recherchez une personne à l'aise avec les chiffres et les outils d'analyse. Certifié Google Ads et Google Analytics 4, je maîtrise Excel et les bases de SQL, et mon mémoire porte sur l'attribution multicanale dans le e-commerce.

Je serais ravi d'en discuter avec vous lors d'un entretien et de vous présenter les résultats de ces campagnes.

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

Lucas Petit`,
};
