/**
 * French UI strings shared by the shell and the remotes. Texts in quotes in docs/product.md are copied
 * exactly; a text the spec only describes ('a toast saying …') is written here once so every app says it
 * the same way. Toasts keep title and description apart: `toastError(t.title, t.description)`.
 *
 * This object, in shared-ui's main entry, is on every page's first load: it holds what the shell and the
 * public pages say. The signed-in screens' words (the generator, the account, checkout) are added in
 * all-strings.ts, which `@lettra/shared-ui/strings` gives them.
 */

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

  // The navigation's page links are the remotes' (their src/routes.ts); these are the shell's own.
  nav: {
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
    signupSuccess: { title: 'Inscription réussie' },
    logout: { title: 'Déconnexion', description: 'Vous avez été déconnecté avec succès' },
    premiumNotice: {
      title: 'Journée spéciale Premium !',
      description: "Toutes les fonctionnalités Premium sont débloquées aujourd'hui pour tous les utilisateurs.",
    },
    providerInitError: {
      title: `Erreur ${paymentProvider}`,
      description: `Impossible d'initialiser ${paymentProvider}. Vérifiez la configuration dans le tableau de bord ${paymentProvider}.`,
    },
    alreadyPremium: { title: 'Vous êtes déjà abonné Premium' },
  },
} as const;

export type FrStrings = typeof fr;
