// `@lettra/shared-ui/strings`: every French string, for the signed-in screens (the generator, the
// account, checkout), in an entry of its own so that no public page downloads these words: the
// main entry's `fr` (fr.ts) holds only what the shell and the public pages say.
// A text only one remote shows is that remote's (mfe-account's src/content/: the sign-in rules, 'Mes
// lettres', its toasts; mfe-generator's: its steps, buttons and toasts; mfe-marketing's and mfe-blog's
// page texts), where it changes with that remote's release alone (docs/architecture.md 'UI strings').
import { fr as publicStrings } from './fr.ts';

const signedInStrings = {
  preview: {
    title: 'Aperçu de votre lettre de motivation',
    // docs/decisions.md: real .docx export, so the spec's '(.doc)' becomes '(.docx)'.
    formatWord: 'Format Word (.docx)',
    formatPdf: 'Format PDF',
    downloadTitle: 'Télécharger votre lettre',
    layoutLegend: 'Mise en page',
    layoutPreview: (layout: string) => `Aperçu : ${layout}`,
    unlock: "Débloquez l'accès complet",
    /** Under a locked preview, in the generator's result and in my letters. */
    lockedNote: 'La suite de votre lettre est réservée aux membres Premium.',
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

  toasts: {
    missingPosting: { title: 'Contenu manquant', description: "Veuillez ajouter le contenu de l'offre d'emploi" },
    emptyLetter: { title: 'Contenu vide', description: 'Votre lettre ne peut pas être vide' },
    premiumFeature: {
      title: 'Fonctionnalité premium',
      description: "Passez à l'abonnement Premium pour télécharger et copier vos lettres",
    },
    letterSaved: {
      title: 'Modifications enregistrées',
      description: 'Votre lettre a été mise à jour avec succès',
    },
  },
} as const;

export const fr = {
  ...publicStrings,
  ...signedInStrings,
  toasts: { ...publicStrings.toasts, ...signedInStrings.toasts },
} as const;

export type FrStrings = typeof fr;
