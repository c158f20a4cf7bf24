import { z } from 'zod';
import { frenchNumber, LIMITS } from '@lettra/letter-engine';

/** Where an application stands (docs/product.md 'Applications'); a new letter is 'to_send'. */
export const APPLICATION_STATUSES = ['to_send', 'sent', 'interview', 'rejected', 'accepted'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses' names as every page shows them. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  to_send: 'À envoyer',
  sent: 'Envoyée',
  interview: 'Entretien',
  rejected: 'Refusée',
  accepted: 'Acceptée',
};

/** Sent and waiting for an answer: what the dashboard lists as applications in progress. */
export const APPLICATIONS_IN_PROGRESS: readonly ApplicationStatus[] = ['sent', 'interview'];

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: 'Statut de candidature inconnu : choisissez À envoyer, Envoyée, Entretien, Refusée ou Acceptée.',
});

const isWebAddress = (text: string): boolean => {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:';
};

/** A field the user clears by emptying it: kept as null. */
const emptyAsNull = (value: string | null): string | null => (value === '' ? null : value);

/** The posting's link: http or https only, so that the page can offer it as a link safely. */
export const postingUrlSchema = z
  .string({ error: 'Le lien de l’offre doit être un texte.' })
  .trim()
  .max(LIMITS.postingUrlMaxChars, {
    error: `Le lien de l’offre ne doit pas dépasser ${frenchNumber(LIMITS.postingUrlMaxChars)} caractères.`,
    abort: true,
  })
  .refine((text) => text === '' || isWebAddress(text), {
    error: 'Le lien de l’offre doit être une adresse web commençant par http:// ou https://.',
  })
  .nullable()
  .transform(emptyAsNull);

export const postingTextSchema = z
  .string({ error: 'Le texte de l’offre doit être un texte.' })
  .trim()
  .max(LIMITS.postingMaxChars, {
    error: `L'offre d'emploi ne doit pas dépasser ${frenchNumber(LIMITS.postingMaxChars)} caractères.`,
  })
  .nullable()
  .transform(emptyAsNull);

export const applicationNoteSchema = z
  .string({ error: 'La note doit être un texte.' })
  .trim()
  .max(LIMITS.applicationNoteMaxChars, {
    error: `La note ne doit pas dépasser ${frenchNumber(LIMITS.applicationNoteMaxChars)} caractères.`,
  })
  .nullable()
  .transform(emptyAsNull);
