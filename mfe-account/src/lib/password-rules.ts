/** docs/product.md §5 and §9: minimum password length (the api enforces it too, and refuses the most common passwords). */
export const PASSWORD_MIN_LENGTH = 6;

/** The field message for a new password that is too short. */
export const PASSWORD_TOO_SHORT = 'Le mot de passe doit faire au moins 6 caractères.';
