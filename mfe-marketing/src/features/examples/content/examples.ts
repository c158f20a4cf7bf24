import { alternance } from './letters/alternance.ts';
import { assistanteRh } from './letters/assistante-rh.ts';
import { chefDeProjet } from './letters/chef-de-projet.ts';
import { commercial } from './letters/commercial.ts';
import { developpeur } from './letters/developpeur.ts';
import { infirmiere } from './letters/infirmiere.ts';
import { reconversion } from './letters/reconversion.ts';
import { stage } from './letters/stage.ts';
import type { LetterExample } from './letter-example.ts';

/** The eight before/after examples of /examples (docs/product.md §9), in display order. */
export const letterExamples: readonly LetterExample[] = [
  developpeur,
  infirmiere,
  commercial,
  alternance,
  reconversion,
  stage,
  chefDeProjet,
  assistanteRh,
];

/** The two examples the landing page shows (docs/product.md §9). */
export const landingExamples: readonly LetterExample[] = [developpeur, reconversion];

export const examplesText = {
  pageTitle: 'Exemples de lettres de motivation',
  pageIntro:
    'Huit candidatures, avant et après Lettra : mêmes candidats, mêmes offres, mais des lettres qui apportent des preuves plutôt que des adjectifs.',
  landingTitle: 'Avant, après : la différence Lettra',
  landingIntro: 'Deux candidatures réécrites à partir du même CV et de la même offre.',
  seeAll: 'Voir tous les exemples',
  before: 'Avant',
  after: 'Après',
  improvementsTitle: 'Ce qui change',
  open: 'Voir l’exemple complet',
  openLabel: (job: string) => `Voir l’exemple complet : ${job}`,
  dialogTitle: (job: string) => `Exemple : ${job}`,
} as const;
