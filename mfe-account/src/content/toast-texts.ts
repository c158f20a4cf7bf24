// The toasts only this remote raises (docs/product.md §8 and the success toasts under it): sign-in,
// checkout and payment, settings, my letters. They change with its release alone; the toasts other apps
// raise too stay in shared-ui's `fr.toasts`.

// Stripe is the payment provider (docs/architecture.md); docs/product.md §8 builds a message from its name.
const paymentProvider = 'Stripe';

export const accountToasts = {
  loginError: { title: 'Erreur de connexion', description: 'Identifiants invalides' },
  signupError: { title: "Erreur d'inscription", description: 'Une erreur est survenue' },
  premiumActivated: { title: 'Abonnement Premium activé' },
  // The description is the api's message (api/src/errors/error-map.ts).
  providerConfigIncomplete: { title: `Configuration ${paymentProvider} incomplète` },
  redirectError: {
    title: 'Erreur',
    description: 'Une erreur est survenue lors de la redirection vers la page de paiement.',
  },
  paymentError: { title: 'Erreur', description: 'Une erreur est survenue lors du traitement du paiement.' },
  demoMode: { title: 'Mode démo activé' },
  paymentSuccess: { title: 'Paiement réussi !', description: 'Votre abonnement Premium est maintenant actif.' },
  profileUpdated: { title: 'Profil mis à jour' },
  subscriptionCancelled: {
    title: 'Abonnement annulé',
    description: "Votre abonnement reste actif jusqu'à la fin de la période de facturation.",
  },
  letterCopied: { title: 'Lettre copiée' },
  downloadStarted: { title: 'Téléchargement démarré' },
  letterDeleted: { title: 'Lettre supprimée' },
} as const;
