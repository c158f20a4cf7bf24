import { fr } from '@lettra/shared-ui';

export type PlanId = 'free' | 'premium';

export interface PlanFeature {
  text: string;
  included: boolean;
}

/** The static part of a plan card (docs/product.md §3); the button's text and state depend on the session. */
export interface Plan {
  id: PlanId;
  title: string;
  price: string;
  period: string;
  description: string;
  features: readonly PlanFeature[];
  popular: boolean;
}

// The free card says 'preview only' while the FAQ promises 3 letters a month: docs/product.md §1 keeps both claims.
export const plans: readonly Plan[] = [
  {
    id: 'free',
    title: fr.settings.plans.free,
    price: '0€',
    period: '/mois',
    description: 'Aperçu seulement : découvrez vos lettres avant de vous abonner.',
    features: [
      { text: 'Aperçu de la lettre générée', included: true },
      { text: 'Lettres en français ou en anglais', included: true },
      { text: 'Téléchargement et copie', included: false },
      { text: 'Modification de la lettre', included: false },
      { text: 'Choix du ton', included: false },
      { text: 'Optimisation des mots-clés ATS', included: false },
    ],
    popular: false,
  },
  {
    id: 'premium',
    title: fr.settings.plans.premium,
    price: fr.product.priceToday,
    period: '/mois',
    description: 'Tout pour postuler sans limite. Facturation mensuelle, annulable à tout moment.',
    features: [
      { text: 'Lettres illimitées', included: true },
      { text: 'Téléchargement et copie', included: true },
      { text: 'Modification de vos lettres', included: true },
      { text: 'Choix du ton', included: true },
      { text: '3 versions par lettre', included: true },
      { text: 'Optimisation des mots-clés ATS', included: true },
      { text: 'Personnalisation complète', included: true },
    ],
    popular: true,
  },
];

export const planText = {
  popular: 'Le plus populaire',
  included: 'inclus',
  notIncluded: 'non inclus',
  startFree: 'Commencer gratuitement',
  openDashboard: 'Accéder à mon espace',
  upgrade: fr.settings.upgrade,
  alreadyPremium: 'Premium déjà actif',
  signupFirst: {
    title: 'Créez un compte pour passer à Premium',
    description: 'L’inscription est gratuite et ne prend qu’une minute.',
  },
  alreadySubscribed: fr.toasts.alreadyPremium.title,
  guarantee: 'Satisfait ou remboursé pendant 30 jours.',
  landingTitle: 'Des tarifs simples',
  landingIntro: 'Commencez gratuitement, passez à Premium quand vous êtes prêt.',
  seePricing: 'Voir les tarifs en détail',
  enterprise: {
    title: 'Une offre pour votre école ou votre entreprise ?',
    text: 'Écoles, cabinets de recrutement, structures d’accompagnement vers l’emploi : équipez vos candidats avec une facturation groupée.',
    button: 'Demander un devis entreprise',
  },
} as const;

export const pricingPageText = {
  title: 'Des tarifs simples et transparents',
  intro: 'Commencez gratuitement, passez à Premium quand vous en avez besoin : sans engagement, annulable à tout moment.',
  plansTitle: 'Choisissez votre formule',
} as const;
