/**
 * French UI strings shared by the shell and the remotes. Texts in quotes in docs/product.md are copied
 * exactly; a text the spec only describes ('a toast saying …') is written here once so every app says it
 * the same way. Toasts keep title and description apart: `toastError(t.title, t.description)`.
 */

import { LOGIN_FAILED_MESSAGE, PASSWORD_MIN_LENGTH, SIGNUP_INCOMPLETE_MESSAGE, TERMS_REQUIRED_MESSAGE } from '@lettra/contracts';

const productName = 'Lettra';
// Stripe is the payment provider (docs/architecture.md); docs/product.md §8 builds several messages from its name.
const paymentProvider = 'Stripe';

export const fr = {
  product: {
    price: '5,99€/mois',
    priceToday: '5,99€',
  },

  common: {
    close: 'Fermer',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    save: 'Enregistrer',
    edit: 'Modifier',
    delete: 'Supprimer',
    copy: 'Copier',
    download: 'Télécharger',
    loading: 'Chargement...',
    irreversible: 'Cette action est irréversible.',
    genericError: 'Une erreur est survenue',
    networkError: 'Connexion au serveur impossible. Vérifiez votre connexion.',
    unexpectedResponse: 'Réponse inattendue du serveur. Réessayez dans un instant.',
    saveFailed: 'Enregistrement impossible',
    accept: 'Accepter',
    steps: 'Étapes',
    stepDone: 'terminée',
  },

  nav: {
    home: 'Accueil',
    examples: 'Exemples',
    pricing: 'Tarifs',
    faq: 'FAQ',
    blog: 'Blog',
    account: 'Mon Compte',
    logout: 'Déconnexion',
    login: 'Se connecter',
    signup: "S'inscrire",
    mainLabel: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },

  notFound: {
    // docs/product.md §2 gives this one text in English.
    title: 'Oops! Page not found',
    backHome: "Retour à l'accueil",
  },

  landing: {
    tryFree: 'Essayez gratuitement',
    seeExamples: 'Voir des exemples',
    howItWorks: 'Comment ça fonctionne',
  },

  // The api words these and refuses with them too (@lettra/contracts): one text on both sides.
  auth: {
    invalidCredentials: LOGIN_FAILED_MESSAGE,
    signupInvalid: SIGNUP_INCOMPLETE_MESSAGE,
    passwordHint: `Minimum ${PASSWORD_MIN_LENGTH} caractères`,
    termsRequired: TERMS_REQUIRED_MESSAGE,
  },

  generator: {
    steps: ['CV', "Offre d'emploi", 'Options'],
    back: 'Retour',
    next: 'Suivant',
    generate: 'Générer ma lettre',
    generating: 'Génération en cours...',
    ready: 'Votre lettre est prête',
    editInputs: 'Modifier les informations',
    tones: { formal: 'Formel', friendly: 'Amical', impactful: 'Percutant' },
    languages: { french: 'Français', english: 'Anglais' },
  },

  preview: {
    title: 'Aperçu de votre lettre de motivation',
    // docs/decisions.md: real .docx export, so the spec's '(.doc)' becomes '(.docx)'.
    formatWord: 'Format Word (.docx)',
    formatPdf: 'Format PDF',
    downloadTitle: 'Télécharger votre lettre',
    layoutLegend: 'Mise en page',
    layoutPreview: (layout: string) => `Aperçu : ${layout}`,
    unlock: "Débloquez l'accès complet",
  },

  editor: {
    title: 'Modifier votre lettre de motivation',
    placeholder: 'Écrivez votre lettre de motivation ici...',
  },

  // Refining a letter and choosing its version, in the generator and in my letters (docs/product.md
  // 'Refining a letter'): one wording wherever a letter is refined.
  refine: {
    groupLabel: 'Retoucher la lettre',
    actions: {
      regenerate: 'Régénérer',
      shorter: 'Plus court',
      longer: 'Plus long',
      personal: 'Plus personnel',
      paragraph: 'Réécrire ce paragraphe',
    },
    premiumBadge: 'Premium',
    writing: 'Rédaction de la nouvelle version...',
    failed: 'Retouche impossible',
    addKeyword: 'Ajouter à la lettre',
    proposalIntro: 'Phrase proposée, ajoutée à la fin du paragraphe le plus long :',
    versionsLabel: 'Versions de la lettre',
    versionTab: (index: number) => `Version ${index + 1}`,
    atsTitle: 'Correspondance ATS',
  },

  myLetters: {
    title: 'Mes lettres',
    newLetter: 'Nouvelle lettre',
    searchPlaceholder: 'Rechercher une lettre...',
    tabs: { all: 'Toutes', favorites: 'Favorites', recent: 'Récentes' },
    createdOn: 'Créée le',
    empty: {
      all: 'Aucune lettre trouvée',
      favorites: 'Aucune lettre favorite',
      recent: 'Aucune lettre récente',
      selected: 'Aucune lettre sélectionnée',
    },
  },

  dashboard: {
    welcome: (name: string) => `Bienvenue, ${name}!`,
    subscribe: "S'abonner Premium",
    unlockPremium: 'Débloquer Premium',
    myLetters: 'Mes lettres',
    settings: 'Paramètres',
    newLetter: 'Générer une nouvelle lettre',
  },

  checkout: {
    title: 'Activez votre abonnement Premium',
    backToPricing: 'Retour aux tarifs',
    securePayment: 'Paiement sécurisé',
    pay: 'Passer au Premium',
    processing: 'Traitement en cours...',
    summary: 'Abonnement Premium',
    billing: 'Facturation mensuelle',
    cancelAnytime: 'Annulable à tout moment',
    totalToday: "Total aujourd'hui",
    features: [
      'Lettres illimitées',
      'Téléchargement et copie autorisés',
      'Personnalisation complète',
      'Choix du ton',
    ],
    actionRequired: 'Action requise',
  },

  settings: {
    title: 'Paramètres',
    sections: { profile: 'Profil', subscription: 'Abonnement', notifications: 'Notifications', security: 'Sécurité' },
    plans: { premium: 'Premium', free: 'Gratuit' },
    cancelSubscription: 'Annuler',
    upgrade: 'Passer à Premium',
  },

  // docs/product.md §8 and the success toasts under it, plus the §4/§5 toasts.
  toasts: {
    loginSuccess: { title: 'Connexion réussie', description: `Bienvenue sur ${productName}` },
    loginError: { title: 'Erreur de connexion', description: 'Identifiants invalides' },
    signupSuccess: { title: 'Inscription réussie' },
    signupError: { title: "Erreur d'inscription", description: 'Une erreur est survenue' },
    logout: { title: 'Déconnexion', description: 'Vous avez été déconnecté avec succès' },
    premiumNotice: {
      title: 'Journée spéciale Premium !',
      description: "Toutes les fonctionnalités Premium sont débloquées aujourd'hui pour tous les utilisateurs.",
    },
    premiumActivated: { title: 'Abonnement Premium activé' },
    providerInitError: {
      title: `Erreur ${paymentProvider}`,
      description: `Impossible d'initialiser ${paymentProvider}. Vérifiez la configuration dans le tableau de bord ${paymentProvider}.`,
    },
    // The description is the api's message (api/src/errors/error-map.ts).
    providerConfigIncomplete: { title: `Configuration ${paymentProvider} incomplète` },
    redirectError: {
      title: 'Erreur',
      description: 'Une erreur est survenue lors de la redirection vers la page de paiement.',
    },
    paymentError: { title: 'Erreur', description: 'Une erreur est survenue lors du traitement du paiement.' },
    demoMode: { title: 'Mode démo activé' },
    paymentSuccess: { title: 'Paiement réussi !', description: 'Votre abonnement Premium est maintenant actif.' },
    alreadyPremium: { title: 'Vous êtes déjà abonné Premium' },
    generationError: {
      title: 'Erreur de génération',
      description: 'Une erreur est survenue lors de la génération',
    },
    missingResume: { title: 'Contenu manquant', description: 'Veuillez ajouter le contenu de votre CV' },
    missingPosting: { title: 'Contenu manquant', description: "Veuillez ajouter le contenu de l'offre d'emploi" },
    loginRequired: {
      title: 'Connexion requise',
      description: 'Veuillez vous connecter pour générer une lettre de motivation',
    },
    emptyLetter: { title: 'Contenu vide', description: 'Votre lettre ne peut pas être vide' },
    premiumFeature: {
      title: 'Fonctionnalité premium',
      description: "Passez à l'abonnement Premium pour télécharger et copier vos lettres",
    },
    copied: { title: 'Copié!', description: 'Le texte a été copié dans le presse-papier' },
    downloadedWord: { title: 'Téléchargement réussi', description: 'Votre lettre a été téléchargée au format Word' },
    downloadedPdf: { title: 'Téléchargement réussi', description: 'Votre lettre a été téléchargée au format PDF' },
    letterSaved: {
      title: 'Modifications enregistrées',
      description: 'Votre lettre a été mise à jour avec succès',
    },
    profileUpdated: { title: 'Profil mis à jour' },
    subscriptionCancelled: {
      title: 'Abonnement annulé',
      description: "Votre abonnement reste actif jusqu'à la fin de la période de facturation.",
    },
    letterCopied: { title: 'Lettre copiée' },
    downloadStarted: { title: 'Téléchargement démarré' },
    letterDeleted: { title: 'Lettre supprimée' },
    messageSent: { title: 'Message envoyé' },
  },

  // docs/product.md's messages shown as a page's text.
  messages: {
    articleNotFound: 'Article introuvable',
  },
} as const;

export type FrStrings = typeof fr;
