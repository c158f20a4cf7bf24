// The account rules and messages the browser's forms check before sending and the api checks again.
// No zod here: shared-ui's strings read these messages on every page (docs/architecture.md, 'Contracts').

/**
 * Minimum password length: 8 (NIST SP 800-63B), not the spec's 6 (DECISIONS.md: six characters are
 * guessed offline in minutes). The api also refuses common passwords and simple patterns.
 */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * The shortest password an account may still have: 6 was the rule before (docs/product.md §5), and a
 * password is not checked again once set. The login form lets those through.
 */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase; bounded so hashing stays cheap (docs/security-payments.md §2). */
export const PASSWORD_MAX_LENGTH = 128;

/** docs/product.md §5: the one message for an incomplete signup form. */
export const SIGNUP_INCOMPLETE_MESSAGE =
  'Veuillez remplir tous les champs. Le mot de passe doit faire au moins 8 caractères.';
/** docs/product.md §5: the one message for any failed login, whatever was wrong. */
export const LOGIN_FAILED_MESSAGE = 'Email ou mot de passe invalide';
/** A signup without the terms accepted: the form says it, and the api refuses it with the same words. */
export const TERMS_REQUIRED_MESSAGE = "Vous devez accepter les conditions d'utilisation pour créer un compte.";
