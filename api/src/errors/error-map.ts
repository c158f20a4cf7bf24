// The one place that knows status codes and French wording. Texts in quotes come from spec.md
// (section in the comment) and are the product's texts: change them there first.

interface ErrorMapEntry {
  status: number;
  message: string;
  /** Title of the destructive toast, when the spec gives one. */
  title?: string;
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

  // Accounts and sessions (spec §5, §8).
  AuthRequiredError: { status: 401, message: 'Connexion requise' },
  InvalidCredentialsError: { status: 401, message: 'Email ou mot de passe invalide' },
  TermsNotAcceptedError: {
    status: 400,
    message: 'Vous devez accepter les conditions d\'utilisation pour créer un compte.',
  },
  CommonPasswordError: { status: 400, message: 'Ce mot de passe est trop courant. Choisissez-en un autre.' },
  EmailTakenError: { status: 409, message: 'Un compte existe déjà avec cette adresse e-mail.' },
  WrongPasswordError: { status: 400, message: 'Mot de passe incorrect.' },
  InvalidResetTokenError: {
    status: 400,
    message: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  },

  // Letters (spec §5, §6, §8).
  LetterNotFoundError: { status: 404, message: 'Lettre introuvable' },
  LetterConflictError: {
    status: 409,
    message: 'Cette lettre a été modifiée ailleurs. Rechargez-la avant d\'enregistrer.',
  },
  EmptyLetterError: { status: 400, title: 'Contenu vide', message: 'Votre lettre ne peut pas être vide' },
  PremiumRequiredError: {
    status: 403,
    title: 'Fonctionnalité premium',
    message: 'Passez à l\'abonnement Premium pour télécharger et copier vos lettres',
  },

  // Infrastructure.
  DatabaseUnavailableError: {
    status: 503,
    message: 'Service momentanément indisponible : la base de données ne répond pas.',
  },
  InternalError: { status: 500, message: 'Une erreur est survenue. Veuillez réessayer.' },
} as const satisfies Record<string, ErrorMapEntry>;

export type AppErrorName = keyof typeof errorMap;
