import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@lettra/contracts';
import type { StatusFilter } from '../model/application-filter.ts';

// My-letters texts of the application follow-up (docs/product.md 'Applications').
export const applicationTexts = {
  filterLegend: 'Statut de candidature',
  filterLabel: (filter: StatusFilter, count: number) =>
    `${filter === 'any' ? 'Tous' : APPLICATION_STATUS_LABELS[filter]} (${count})`,
  noLetterWithStatus: (status: ApplicationStatus) => `Aucune lettre au statut « ${APPLICATION_STATUS_LABELS[status]} ».`,
  sectionTitle: 'Suivi de la candidature',
  statusLabel: 'Statut de la candidature',
  statusSince: (date: string) => `Depuis le ${date}`,
  statusChanged: (status: ApplicationStatus) => `Statut : ${APPLICATION_STATUS_LABELS[status]}`,
  postingUrlLabel: 'Lien de l’offre',
  postingTextLabel: 'Texte de l’offre',
  postingHint: 'Gardez l’offre avec la lettre si vous voulez la relire avant un entretien.',
  noteLabel: 'Note',
  save: 'Enregistrer le suivi',
  saved: 'Suivi de la candidature enregistré',
  openPosting: 'Ouvrir l’offre',
} as const;
