// The account rules and messages the browser's forms check before sending and the api checks again.
// No zod here: shared-ui's strings read these messages on every page (docs/architecture.md, 'Contracts').

/** docs/product.md §9: minimum password length 6 (docs/decisions.md keeps it and refuses the most common passwords). */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase; bounded so hashing stays cheap (docs/security-payments.md §2). */
export const PASSWORD_MAX_LENGTH = 128;

/** docs/product.md §5: the one message for an incomplete signup form. */
export const SIGNUP_INCOMPLETE_MESSAGE =
  'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 6 caractères.';
/** docs/product.md §5: the one message for any failed login, whatever was wrong. */
export const LOGIN_FAILED_MESSAGE = 'Email ou mot de passe invalide';
/** A signup without the terms accepted: the form says it, and the api refuses it with the same words. */
export const TERMS_REQUIRED_MESSAGE = "Vous devez accepter les conditions d'utilisation pour créer un compte.";
