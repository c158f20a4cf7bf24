import type { Article } from '../model/article.ts';
import { heading, paragraph } from './blocks.ts';

export const structurerSaLettre: Article = {
  id: 'structurer-sa-lettre-methode-vous-moi-nous',
  title: 'Structurer sa lettre : la méthode vous-moi-nous',
  excerpt:
    "Trois paragraphes, trois questions : ce que vous savez de l'entreprise, ce que vous lui apportez, ce que vous construirez ensemble. La méthode la plus simple pour une lettre claire et convaincante.",
  author: 'Sophie Lambert',
  date: '2026-09-15',
  readingTime: 4,
  image: { palette: 'brand', motif: 'structure' },
  tags: ['Structure', 'Méthode', 'Rédaction', 'Personnalisation'],
  category: 'Conseils',
  content: [
    paragraph(
      "Face à la page blanche, beaucoup de candidats commencent par « Je me permets de vous adresser ma candidature » puis déroulent leur parcours, du plus ancien au plus récent. Le recruteur, lui, cherche autre chose : la preuve que vous avez compris son besoin et que vous pouvez y répondre. La méthode vous-moi-nous oblige à partir de lui avant de parler de vous. Elle tient en trois paragraphes, s'adapte à presque tous les postes et donne une lettre qui se lit en moins d'une minute.",
    ),
    heading('Pourquoi cette structure fonctionne'),
    paragraph(
      "Une lettre de motivation n'est pas un second CV. Le CV liste ce que vous avez fait ; la lettre explique pourquoi cela compte pour ce poste précis. En commençant par l'entreprise, vous montrez d'emblée que votre candidature n'est pas envoyée en série. En enchaînant sur vos compétences, vous répondez à la question que se pose tout recruteur : « qu'est-ce que cette personne va m'apporter ? ». En terminant par le « nous », vous projetez la collaboration et vous amenez naturellement la demande d'entretien.",
    ),
    paragraph(
      "Cette progression suit aussi la façon dont une lettre est lue : vite, en cherchant des repères. Trois blocs bien séparés, chacun porteur d'une seule idée, se parcourent plus facilement qu'un long récit chronologique.",
    ),
    heading("« Vous » : montrer que vous connaissez l'entreprise"),
    paragraph(
      "Le premier paragraphe parle de l'entreprise et du poste, pas de vous. En trois ou quatre phrases, montrez que vous savez à qui vous écrivez : son activité, un projet récent, ses valeurs, un enjeu mentionné dans l'offre. Un détail précis vaut mieux que des compliments généraux. « Votre entreprise est un acteur majeur de son marché » ne prouve rien ; « L'ouverture de votre deuxième entrepôt près de Lyon va fortement augmenter vos volumes d'expédition » prouve que vous avez fait vos recherches.",
    ),
    paragraph(
      "Pour trouver ces éléments, lisez l'offre ligne à ligne, puis la page carrières du site, les actualités de l'entreprise et son profil sur les réseaux professionnels. Repérez le besoin principal du poste : c'est lui que votre deuxième paragraphe devra couvrir.",
    ),
    heading('« Moi » : prouver ce que vous apportez'),
    paragraph(
      "Le deuxième paragraphe est le cœur de la lettre. Choisissez deux ou trois compétences qui répondent directement aux exigences de l'offre, et appuyez chacune sur un fait : une mission, un résultat, un chiffre. « Je suis rigoureux et organisé » est une affirmation ; « J'ai géré seul les commandes de quarante clients professionnels pendant les fêtes de fin d'année, sans aucun retard de livraison » est une preuve.",
    ),
    paragraph(
      "Ne cherchez pas à tout dire. Le recruteur a votre CV sous les yeux : la lettre sert à relier vos expériences les plus pertinentes à ses besoins. Si l'offre demande la maîtrise d'un logiciel, d'une langue ou d'une norme, nommez-les avec les mots de l'offre. C'est plus clair pour le lecteur, et cela aide aussi les logiciels de suivi des candidatures, qui recherchent ces termes.",
    ),
    heading('« Nous » : projeter la collaboration'),
    paragraph(
      "Le troisième paragraphe montre ce que vous pourrez accomplir ensemble. Reliez votre apport à un objectif de l'entreprise, par exemple : « Je souhaite mettre cette expérience au service du lancement de votre nouvelle gamme. » Proposez ensuite un échange, simplement et sans formule servile : « Je me tiens à votre disposition pour vous présenter mon parcours plus en détail lors d'un entretien. »",
    ),
    paragraph(
      "Terminez par une formule de politesse sobre. « Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées » reste la norme dans les secteurs traditionnels ; une formule plus courte, comme « Bien cordialement », passe très bien dans un e-mail ou dans une jeune entreprise. Reprenez dans la formule finale l'appel utilisé en tête de lettre : « Madame », « Monsieur » ou « Madame, Monsieur ».",
    ),
    heading('Un exemple de lettre construite avec la méthode'),
    paragraph(
      "Voici comment les trois parties s'enchaînent dans une candidature au poste d'assistante logistique d'une PME de vente en ligne.",
    ),
    paragraph(
      "Vous : « Depuis l'ouverture de votre entrepôt de Vénissieux, la livraison en 24 heures est devenue votre premier argument commercial. Tenir ce niveau de service pendant les pics d'activité est précisément l'enjeu du poste d'assistante logistique que vous proposez. »",
    ),
    paragraph(
      "Moi : « Pendant deux ans chez un grossiste en fournitures de bureau, j'ai préparé et contrôlé jusqu'à 150 commandes par jour, et j'ai mis en place un tableau de suivi des retours qui a nettement réduit les erreurs d'expédition. Je maîtrise les outils de gestion de stock et je sais tenir un rythme soutenu sans sacrifier la précision. »",
    ),
    paragraph(
      "Nous : « Rejoindre votre équipe me permettrait de mettre cette rigueur au service de votre croissance. Je serais heureuse d'en échanger avec vous lors d'un entretien. »",
    ),
    heading('Les pièges à éviter'),
    paragraph(
      "Commencer chaque phrase par « Je » : variez les tournures et ramenez le propos vers l'entreprise. Recopier son CV : sélectionnez, n'énumérez pas. Rester vague : chaque qualité annoncée doit être appuyée par un exemple. Dépasser une page : 250 à 400 mots suffisent largement. Oublier de relire : une faute dans le nom de l'entreprise ou du recruteur suffit à faire mauvaise impression.",
    ),
    paragraph(
      "Enfin, adaptez chaque lettre. La structure vous-moi-nous est un cadre, pas un modèle à remplir mécaniquement : c'est le premier paragraphe, propre à chaque entreprise, qui fait la différence entre une candidature ciblée et un envoi de masse.",
    ),
  ],
};
