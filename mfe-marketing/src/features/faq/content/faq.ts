/** One question of the FAQ. The id is stable: the landing and pricing pages pick entries by id. */
export interface FaqEntry {
  id: string;
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

// docs/product.md §1 asks for some claims to be reproduced as given: up to 3 letters a month on the free offer,
// file import in PDF, DOCX and TXT, a 30-day refund, deletion after 30 days of inactivity, 20 % off
// for students. docs/decisions.md makes each of them true in the product.
export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'general',
    title: 'Général',
    entries: [
      {
        id: 'what-is-lettra',
        question: 'Qu’est-ce que Lettra ?',
        answer: [
          'Lettra rédige une lettre de motivation personnalisée à partir de votre CV et d’une offre d’emploi. La lettre fait environ 300 à 400 mots, suit les usages de la langue choisie (français ou anglais) et met en avant les éléments de votre parcours qui répondent à l’offre.',
        ],
      },
      {
        id: 'free-offer',
        question: 'Lettra est-il gratuit ?',
        answer: [
          'Oui : l’offre gratuite vous permet de générer jusqu’à 3 lettres par mois et de les consulter en aperçu.',
          'Pour copier, télécharger et modifier vos lettres sans limite, passez à Premium pour 5,99€/mois, sans engagement.',
        ],
      },
      {
        id: 'ai-visible',
        question: 'Le recruteur verra-t-il que la lettre a été écrite avec une IA ?',
        answer: [
          'La lettre ne mentionne jamais qu’elle a été générée, et elle s’appuie uniquement sur les informations de votre CV. Relisez-la toujours et ajoutez une touche personnelle : une lettre que vous pouvez défendre en entretien est la meilleure des lettres.',
        ],
      },
      {
        id: 'which-jobs',
        question: 'Pour quels types de candidature Lettra fonctionne-t-il ?',
        answer: [
          'Pour tous les secteurs et tous les contrats : CDI, CDD, stage, alternance, intérim ou reconversion. Plus votre CV et l’offre sont détaillés, plus la lettre est précise.',
        ],
      },
    ],
  },
  {
    id: 'usage',
    title: 'Utilisation',
    entries: [
      {
        id: 'cv-input',
        question: 'Comment fournir mon CV et l’offre d’emploi ?',
        answer: [
          'Copiez-collez le texte de votre CV dans le premier champ, ou importez votre fichier : les formats PDF, DOCX et TXT sont acceptés. Collez ensuite le texte de l’offre d’emploi à l’étape suivante.',
        ],
      },
      {
        id: 'how-long',
        question: 'Combien de temps faut-il pour obtenir une lettre ?',
        answer: [
          'Quelques secondes une fois les trois étapes remplies : votre CV, l’offre d’emploi, puis vos options. La lettre s’affiche au fur et à mesure de sa rédaction.',
        ],
      },
      {
        id: 'tone-language',
        question: 'Puis-je choisir le ton et la langue de la lettre ?',
        answer: [
          'À l’étape Options, choisissez la langue (français ou anglais) et le ton : formel, amical ou percutant. Vous pouvez aussi préciser les points à mettre en avant, par exemple une expérience ou une compétence clé.',
          'Avec Premium, tous les tons sont disponibles et vous recevez 3 versions de chaque lettre pour choisir celle qui vous ressemble.',
        ],
      },
      {
        id: 'edit-letter',
        question: 'Puis-je modifier la lettre générée ?',
        answer: [
          'Avec Premium, un éditeur vous permet de retoucher la lettre, puis de la copier ou de la télécharger au format Word ou PDF. Avec l’offre gratuite, la lettre s’affiche en aperçu.',
        ],
      },
      {
        id: 'ats',
        question: 'Que signifie l’optimisation des mots-clés ATS ?',
        answer: [
          'Beaucoup d’entreprises trient les candidatures avec un logiciel (ATS) qui cherche les mots-clés de l’offre. Lettra repère ces mots-clés, indique lesquels figurent déjà dans votre CV avec un score de correspondance, et les reprend dans la lettre lorsque votre parcours les justifie.',
        ],
      },
    ],
  },
  {
    id: 'subscriptions',
    title: 'Abonnements',
    entries: [
      {
        id: 'premium-price',
        question: 'Combien coûte Premium ?',
        answer: [
          'Premium coûte 5,99€/mois, facturés chaque mois. Il comprend les lettres illimitées, le téléchargement et la copie, la modification, le choix du ton, 3 versions par lettre, l’optimisation des mots-clés ATS et la personnalisation complète.',
        ],
      },
      {
        id: 'cancel',
        question: 'Puis-je annuler mon abonnement à tout moment ?',
        answer: [
          'Oui, sans frais ni justification, depuis Paramètres, rubrique Abonnement. Premium reste actif jusqu’à la fin de la période déjà payée, puis votre compte repasse à l’offre gratuite.',
        ],
      },
      {
        id: 'billing',
        question: 'Comment suis-je facturé ?',
        answer: [
          'La facturation est mensuelle : vous payez 5,99€ le jour de votre abonnement, puis à la même date chaque mois. Nous acceptons les cartes bancaires (CB, Visa, Mastercard) et PayPal ; le paiement est traité par Stripe.',
        ],
      },
      {
        id: 'refund',
        question: 'Puis-je être remboursé ?',
        answer: [
          'Oui. Premium est garanti satisfait ou remboursé pendant 30 jours : écrivez-nous dans les 30 jours qui suivent votre premier paiement et nous vous remboursons intégralement.',
        ],
      },
      {
        id: 'student-discount',
        question: 'Existe-t-il une réduction pour les étudiants ?',
        answer: [
          'Oui : les étudiants bénéficient de 20 % de réduction sur Premium. Contactez le support avec un justificatif de scolarité en cours (carte d’étudiant ou certificat de scolarité) et nous vous envoyons votre code.',
        ],
      },
    ],
  },
  {
    id: 'technical',
    title: 'Technique',
    entries: [
      {
        id: 'data',
        question: 'Que devient mon CV ? Mes données sont-elles protégées ?',
        answer: [
          'Vos données circulent chiffrées (HTTPS) et votre mot de passe n’est jamais stocké en clair. Le texte de votre CV et de l’offre n’est conservé que le temps nécessaire à votre lettre, et notre fournisseur d’IA ne l’utilise pas pour entraîner ses modèles.',
          'Vos données sont supprimées après 30 jours d’inactivité ; un e-mail vous prévient 7 jours avant. Vous pouvez aussi les exporter ou les supprimer à tout moment depuis Paramètres.',
        ],
      },
      {
        id: 'formats',
        question: 'Dans quels formats puis-je télécharger ma lettre ?',
        answer: [
          'Avec Premium, en Word (.docx) et en PDF, au format A4 avec des marges de 2 cm, prêts à joindre à votre candidature. Vous pouvez aussi copier le texte pour le coller dans un formulaire en ligne.',
        ],
      },
      {
        id: 'browsers',
        question: 'Sur quels appareils puis-je utiliser Lettra ?',
        answer: [
          'Lettra fonctionne dans un navigateur récent (Chrome, Firefox, Safari ou Edge), sur ordinateur, tablette et téléphone. Aucune installation n’est nécessaire.',
        ],
      },
      {
        id: 'problem',
        question: 'La génération échoue ou la lettre ne s’affiche pas : que faire ?',
        answer: [
          'Vérifiez que votre CV contient au moins quelques lignes (50 caractères minimum) et réessayez. Si le problème persiste, contactez le support avec le bouton en bas de cette page ou à contact@lettra.fr, en décrivant ce que vous avez fait juste avant l’erreur.',
        ],
      },
    ],
  },
];

const allEntries = faqGroups.flatMap((group) => group.entries);

function pick(ids: readonly string[]): FaqEntry[] {
  return ids.map((id) => {
    const entry = allEntries.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`Question de FAQ inconnue : ${id}`);
    return entry;
  });
}

/** The four entries of the landing page (docs/product.md §9), taken from the FAQ itself. */
export const landingFaqEntries = pick(['free-offer', 'cv-input', 'cancel', 'data']);

/** The three pricing questions of /pricing (docs/product.md §2): cancellation, billing, student discount. */
export const pricingFaqEntries = pick(['cancel', 'billing', 'student-discount']);

export const faqText = {
  pageTitle: 'Questions fréquentes',
  pageIntro: 'Tout ce qu’il faut savoir sur Lettra, ses offres et vos données.',
  landingTitle: 'Questions fréquentes',
  seeAll: 'Voir toutes les questions',
  pricingTitle: 'Questions sur les tarifs',
  support: {
    title: 'Vous ne trouvez pas votre réponse ?',
    text: 'Écrivez à notre équipe : chaque message est lu par une personne, qui vous répond directement.',
    button: 'Contacter le support',
    // docs/product.md §2: the button only confirms, with this toast.
    sent: 'Message envoyé',
  },
} as const;
