// The one place that knows status codes and French wording. Texts in quotes come from docs/product.md
// (section in the comment) and are the product's texts: change them there first.

import { ENGINE_MESSAGES } from '@lettra/letter-engine';
import { MAX_LETTER_VERSIONS } from '@lettra/contracts';

interface ErrorMapEntry {
  status: number;
  message: string;
  /** Title of the destructive toast, when the spec gives one. */
  title?: string;
  /** The message for an English letter, where the spec gives one (§8: generation errors). */
  english?: string;
}

export const errorMap = {
  // Input that cannot be read at all.
  ValidationError: { status: 400, message: 'Données invalides' },
  InvalidJsonError: { status: 400, message: 'Le corps de la requête n’est pas un JSON valide.' },
  BadRequestError: { status: 400, message: 'Requête invalide.' },
  PayloadTooLargeError: { status: 413, message: 'Le contenu envoyé est trop volumineux.' },
  UnsupportedMediaTypeError: {
    status: 415,
    message: 'Format de contenu non pris en charge. Envoyez du JSON (Content-Type: application/json).',
  },
  RouteNotFoundError: { status: 404, message: 'Cette adresse n’existe pas.' },

  // Request hygiene.
  CsrfError: { status: 403, message: 'Requête refusée : origine non autorisée.' },
  TooManyAttemptsError: { status: 429, message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' },
  TooManyEngineJobsError: {
    status: 429,
    message: 'Trop de demandes en cours pour votre compte. Attendez la fin des précédentes, puis réessayez dans quelques secondes.',
  },
  // Not read by anyone: the client had gone (nginx's 499 'client closed request').
  RequestAbandonedError: { status: 499, message: 'La demande a été abandonnée avant la fin du traitement.' },

  // Accounts and sessions (docs/product.md §5, §8).
  AuthRequiredError: { status: 401, message: 'Connexion requise' },
  InvalidCredentialsError: { status: 401, message: 'Email ou mot de passe invalide' },
  TermsNotAcceptedError: {
    status: 400,
    message: 'Vous devez accepter les conditions d\'utilisation pour créer un compte.',
  },
  CommonPasswordError: {
    status: 400,
    message: 'Ce mot de passe est trop facile à deviner. Choisissez-en un autre, par exemple une phrase de quelques mots.',
  },
  EmailTakenError: { status: 409, message: 'Un compte existe déjà avec cette adresse e-mail.' },
  WrongPasswordError: { status: 400, message: 'Mot de passe incorrect.' },
  InvalidResetTokenError: {
    status: 400,
    message: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  },
  InvalidSignupLinkError: {
    status: 400,
    message: 'Ce lien d’inscription est invalide, a déjà servi ou a expiré. Inscrivez-vous à nouveau.',
  },
  SessionNotFoundError: { status: 404, message: 'Session introuvable : elle est peut-être déjà terminée.' },
  InvalidEmailChangeLinkError: {
    status: 400,
    message: 'Ce lien de changement d’adresse e-mail est invalide, a déjà servi ou a expiré.',
  },
  EmailChangeOnHoldError: {
    status: 409,
    message:
      'Un changement d’adresse de ce compte vient d’être annulé : son adresse e-mail ne peut pas être changée pendant 3 jours. Réessayez plus tard.',
  },

  // Letters (docs/product.md §5, §6, §8).
  LetterNotFoundError: { status: 404, message: 'Lettre introuvable' },
  LetterConflictError: {
    status: 409,
    message: 'Cette lettre a été modifiée ailleurs. Rechargez-la avant d\'enregistrer.',
  },
  EmptyLetterError: { status: 400, title: 'Contenu vide', message: 'Votre lettre ne peut pas être vide' },
  VersionNotFoundError: { status: 404, message: 'Cette version de la lettre n’existe pas. Rechargez la lettre.' },
  LetterVersionsFullError: {
    status: 409,
    message: `Cette lettre garde déjà ${MAX_LETTER_VERSIONS} versions : créez une nouvelle lettre pour en écrire d’autres.`,
  },
  ParagraphNotRewritableError: {
    status: 422,
    message: 'Ce paragraphe ne peut pas être réécrit : choisissez un paragraphe du corps de la lettre.',
  },
  KeywordNotInResumeError: {
    status: 422,
    message: 'Ce mot-clé n’apparaît pas dans votre CV : la lettre ne peut pas l’affirmer.',
  },
  KeywordAlreadyInLetterError: {
    status: 409,
    message: 'Cette version de la lettre emploie déjà ce mot-clé : il n’est pas ajouté une seconde fois.',
  },
  LetterTooLongToExportError: {
    status: 422,
    message: 'Cette lettre compte trop de lignes pour être exportée (500 au plus). Regroupez ses paragraphes, puis réessayez.',
  },
  PremiumRequiredError: {
    status: 403,
    title: 'Fonctionnalité premium',
    message: 'Passez à l\'abonnement Premium pour télécharger et copier vos lettres',
  },

  // Billing (docs/product.md §2 checkout, §4 upgrade, §8 payment rows; docs/decisions.md: an error never grants premium).
  AlreadySubscribedError: { status: 409, message: 'Vous êtes déjà abonné Premium' },
  PaymentDomainNotAllowedError: {
    status: 502,
    title: 'Configuration Stripe incomplète',
    message: "Le domaine de cette application n'est pas autorisé",
  },
  PaymentProviderError: {
    status: 502,
    title: 'Erreur',
    message: 'Une erreur est survenue lors de la redirection vers la page de paiement.',
  },
  PaymentProviderUnreachableError: { status: 502, title: 'Erreur', message: 'Impossible de se connecter à Stripe' },
  BillingProviderError: {
    status: 502,
    title: 'Erreur',
    message: 'Stripe n’a pas pu traiter la demande. Veuillez réessayer dans un instant.',
  },
  BillingNotConfiguredError: {
    status: 503,
    message: 'Les paiements Stripe ne sont pas configurés sur ce serveur (mode démo).',
  },
  PaymentsDisabledError: {
    status: 503,
    title: 'Paiement indisponible',
    message: 'Le paiement en ligne n’est pas encore ouvert sur ce site : aucun abonnement ne peut être souscrit pour le moment.',
  },
  CheckoutSessionNotFoundError: { status: 404, message: 'Session de paiement introuvable.' },
  NoSubscriptionError: { status: 409, message: 'Aucun abonnement Premium n’est associé à votre compte.' },
  WebhookSignatureError: { status: 400, message: 'Signature Stripe invalide : événement refusé.' },

  // Generation (docs/product.md §1, §6, §7, §8; docs/decisions.md: free quota enforced, tone is premium).
  ToneRequiresPremiumError: {
    status: 403,
    title: 'Fonctionnalité premium',
    message: 'Le choix du ton est réservé à l\'abonnement Premium.',
  },
  QuotaExceededError: {
    status: 402,
    message: 'Vous avez utilisé vos 3 lettres gratuites ce mois-ci. Passez à Premium pour des lettres illimitées.',
  },
  GenerationInProgressError: {
    status: 429,
    message: 'Une lettre est déjà en cours de génération. Attendez qu’elle soit terminée avant d’en demander une autre.',
  },
  GenerationFailedError: {
    status: 502,
    title: 'Erreur de génération',
    message: ENGINE_MESSAGES.generationFailed.french,
    english: ENGINE_MESSAGES.generationFailed.english,
  },
  GenerationTimeoutError: {
    status: 504,
    title: 'Erreur de génération',
    message: ENGINE_MESSAGES.generationFailed.french,
    english: ENGINE_MESSAGES.generationFailed.english,
  },
  EmptyAnswerError: {
    status: 502,
    title: 'Erreur de génération',
    message: ENGINE_MESSAGES.emptyAnswer.french,
    english: ENGINE_MESSAGES.emptyAnswer.english,
  },
  // Not worded by the spec; docs/security-payments.md §5 suggests it: the circuit breaker is open.
  ModelUnavailableError: {
    status: 503,
    title: 'Erreur de génération',
    message: 'Le service de génération est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    english: 'The letter writing service is temporarily unavailable. Please try again in a moment.',
  },

  // A remote's preview link (docs/security.md 'Previewing a remote'): the shell shows these and loads the live remote.
  PreviewsDisabledError: { status: 404, message: 'La prévisualisation n’est pas ouverte sur ce site.' },
  InvalidPreviewLinkError: {
    status: 400,
    message: 'Ce lien de prévisualisation n’est pas valide : demandez-en un nouveau à l’équipe Lettra.',
  },
  ExpiredPreviewLinkError: {
    status: 410,
    message: 'Ce lien de prévisualisation a expiré : demandez-en un nouveau à l’équipe Lettra.',
  },
  PreviewOriginNotAllowedError: {
    status: 403,
    message: 'Ce lien de prévisualisation vise une origine que ce site n’autorise plus.',
  },

  // The posting from its link (docs/security.md 'The posting from its link'): shown in place under the link
  // field, each with what the user can do instead; the form keeps what it holds. 422, not 502 or 504,
  // even for a page that is down or slow: a stranger's page failing is no failure of the api's, and every
  // 5xx is logged as one.
  PostingLinkDisabledError: {
    status: 404,
    message: 'L’import d’une offre depuis un lien n’est pas disponible sur ce site : copiez-collez le texte de l’offre.',
  },
  PostingLinkRefusedError: {
    status: 422,
    message:
      'Ce lien ne peut pas être importé : seules les pages web publiques (http ou https) sont acceptées. Copiez-collez le texte de l’offre.',
  },
  PostingPageUnreachableError: {
    status: 422,
    message: 'La page de ce lien est injoignable. Vérifiez le lien, ou copiez-collez le texte de l’offre.',
  },
  PostingPageTooSlowError: {
    status: 422,
    message: 'La page de ce lien a mis trop de temps à répondre. Réessayez, ou copiez-collez le texte de l’offre.',
  },
  PostingPageTooLargeError: {
    status: 422,
    message: 'Cette page est trop volumineuse pour être importée (2 Mo au plus). Copiez-collez le texte de l’offre.',
  },
  PostingPageNotHtmlError: {
    status: 422,
    message: 'Ce lien ne mène pas à une page web (PDF, image…). Copiez-collez le texte de l’offre.',
  },
  PostingBehindLoginError: {
    status: 422,
    message:
      'Cette offre n’est visible qu’une fois connecté au site qui la publie. Ouvrez-la dans votre navigateur et copiez-collez son texte.',
  },
  NotAJobPostingError: {
    status: 422,
    message: 'Aucune offre d’emploi n’a été trouvée sur cette page. Vérifiez le lien, ou copiez-collez le texte de l’offre.',
  },

  // Infrastructure.
  DatabaseUnavailableError: {
    status: 503,
    message: 'Service momentanément indisponible : la base de données ne répond pas.',
  },
  ProcessingTimeoutError: {
    status: 503,
    message: 'Le traitement a pris trop de temps et a été interrompu. Veuillez réessayer dans un instant.',
  },
  EngineBusyError: {
    status: 503,
    message: 'Le service est très sollicité en ce moment. Veuillez réessayer dans quelques instants.',
  },
  InternalError: { status: 500, message: 'Une erreur est survenue. Veuillez réessayer.' },
} as const satisfies Record<string, ErrorMapEntry>;

export type AppErrorName = keyof typeof errorMap;

/** TooManyAttemptsError's message when the wait is known: in whole minutes, rounded up. */
export function retryInMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}
