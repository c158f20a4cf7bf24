import { foldText } from '../text/fold.ts';

// How a company speaks of itself when it does not repeat its name: 'Nous sommes…', 'Our team…',
// 'Fondée en 2019, …', 'Depuis 1998, …'.
const SELF_OPENING =
  /^(?:nous (?:sommes|accompagnons|concevons|developpons|gerons|operons|aidons|proposons|comptons|employons|exploitons|fabriquons|distribuons|accueillons|soignons)|notre|nos|we (?:are|re|build|help|operate|run|make|design|serve|provide|employ)|our|founded|fonde|cree|created|depuis \d|since \d|established|presente? (?:dans|en|sur|a)|implante|specialise|avec plus de|with (?:over|more than))\b/;

// Inside a list of missions the company's name is often an object ('Construire la marque employeur
// de Clinéo'): there it must open the sentence to make it a description.
const NAME_REACH = 12;

/** How a sentence speaks of the company: it opens with its name, names it further on, or not at all. */
export type CompanyMention = 'opens' | 'names' | 'none';

/**
 * Whether a sentence (folded, apostrophes as spaces) is the company speaking of itself: it names the company (any of its names:
 * 'EHPAD Les Tilleuls', 'Les Tilleuls'), or opens the way a company introduces itself ('Nous
 * sommes…', 'Founded in 2012, …', 'Our 28-bed ward…').
 */
export function companyMention(folded: string, names: readonly string[]): CompanyMention {
  const at = Math.min(
    ...names.map((name) => folded.indexOf(foldText(name).replace(/['’]/g, ' '))).map((index) => (index < 0 ? Infinity : index)),
  );
  if (at <= NAME_REACH) return 'opens';
  if (SELF_OPENING.test(folded)) return 'opens';
  return at < Infinity ? 'names' : 'none';
}
