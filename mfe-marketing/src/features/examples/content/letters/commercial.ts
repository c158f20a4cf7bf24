import type { ExampleLettersText } from '../letter-example.ts';

export const commercial: ExampleLettersText = {
  improvements: [
    'Des résultats mesurables : clients signés, chiffre d’affaires',
    'Un cycle de vente comparé à celui de l’entreprise visée',
    'Un atout technique mis en avant parce que l’offre le demande',
  ],
  before: `Madame, Monsieur,

Commercial expérimenté, j'ai le sens du contact et le goût du challenge. Je souhaite rejoindre votre entreprise pour développer mes compétences.

J'ai toujours atteint mes objectifs et je suis quelqu'un de persévérant. Je suis persuadé de pouvoir réussir dans ce poste.

Je vous remercie de l'attention portée à ma candidature.

Karim Benali`,
  after: `Madame, Monsieur,

Développer un portefeuille de clients industriels sur un secteur à reconquérir, c'est ce que je fais depuis quatre ans en Auvergne-Rhône-Alpes. C'est pourquoi le poste de commercial B2B terrain que propose Hydrotec sur la région lyonnaise m'intéresse tout particulièrement.

Chez Filtra Industrie, j'ai repris en 2021 un secteur de 60 comptes dont la moitié étaient inactifs. En combinant prospection téléphonique, visites sur site et démonstrations techniques avec notre bureau d'études, j'ai signé 38 nouveaux clients et porté le chiffre d'affaires du secteur de 1,2 à 2,1 millions d'euros. Mon cycle de vente habituel, de six à neuf mois, ressemble à celui que vous décrivez pour vos solutions de traitement de l'eau.

Votre offre insiste sur la capacité à dialoguer avec des interlocuteurs techniques. Titulaire d'un BTS Maintenance des systèmes avant de me tourner vers la vente, je suis à l'aise pour parler dimensionnement ou contraintes réglementaires avec un responsable de production, puis présenter le retour sur investissement à un directeur financier. Je tiens mon pipeline à jour dans Salesforce, ce qui fiabilise les prévisions de l'équipe.

Je serais heureux de vous exposer ma méthode de prospection, et la manière dont je l'adapterais à vos marchés, lors d'un entretien.

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

Karim Benali`,
};
