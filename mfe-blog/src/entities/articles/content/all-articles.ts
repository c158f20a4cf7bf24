import type { Article } from '../model/article.ts';
import { cinqErreurs } from './cinq-erreurs-qui-font-ecarter-une-lettre.ts';
import { lettreEtIa } from './lettre-de-motivation-et-ia.ts';
import { optimiserPourLesAts } from './optimiser-candidature-logiciels-ats.ts';
import { reconversionSansExperience } from './reconversion-convaincre-sans-experience-directe.ts';
import { structurerSaLettre } from './structurer-sa-lettre-methode-vous-moi-nous.ts';
import { temoignageNadia } from './temoignage-de-la-vente-aux-ressources-humaines.ts';

/**
 * The six articles of docs/product.md §9, in editorial order: the first one is the blog's featured article (docs/product.md §2,
 * 'featured first article'), so it is the guide every reader should start with.
 */
export const ARTICLES: readonly Article[] = [
  structurerSaLettre,
  optimiserPourLesAts,
  reconversionSansExperience,
  lettreEtIa,
  cinqErreurs,
  temoignageNadia,
];
