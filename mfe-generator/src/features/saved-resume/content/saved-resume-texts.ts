import { SAVE_RESUME_CONSENT_LABEL } from '@lettra/contracts';

// The saved CV's texts on the form's first step (docs/product.md 'Saved CV').
export const savedResumeTexts = {
  consentLabel: SAVE_RESUME_CONSENT_LABEL,
  consentHint: 'Il reste sur votre compte pour pré-remplir cette étape, jusqu’à ce que vous le supprimiez dans vos paramètres.',
  saveFailed: 'Votre CV n’a pas pu être enregistré',
  deleteFailed: 'Votre CV enregistré n’a pas pu être supprimé',
} as const;
