import { foldText } from '../../text/fold.ts';
import { withoutAsides } from '../../text/without-asides.ts';

// Qualities a French CV gives as adjectives ('Ponctuel', 'souriante', 'organisée et très attentive à
// l'hygiène'), folded, both genders. Named as skills they read 'la ponctuel', 'l'organisée': they are
// said as what the candidate is.
const ADJECTIVES = new Set(
  'ponctuel ponctuelle souriant souriante rapide rigoureux rigoureuse dynamique autonome motive motivee serieux serieuse polyvalent polyvalente organise organisee patient patiente discret discrete curieux curieuse reactif reactive attentif attentive minutieux minutieuse aimable fiable disponible sociable calme meticuleux meticuleuse perseverant perseverante bienveillant bienveillante enthousiaste honnete empathique consciencieux consciencieuse courtois courtoise volontaire debrouillard debrouillarde investi investie souple adaptable assidu assidue methodique energique agreable accueillant accueillante avenant avenante efficace precis precise soigneux soigneuse endurant endurante resistant resistante'.split(' '),
);

/** True when a CV item is a quality said as an adjective: its first word is one, or it reads 'à l'aise avec…'. */
export function isQualityAdjective(item: string): boolean {
  const folded = foldText(item.trim());
  if (/^a l['’]aise\b/.test(folded)) return true;
  return ADJECTIVES.has(folded.split(/[\s,;(]+/)[0] ?? '');
}

/** The item without its bracketed aside ('Ponctuel (Lycée Jacques Brel, Vénissieux)' → 'ponctuel'), in lower case. */
export function qualityWording(item: string): string {
  const bare = withoutAsides(item).trim();
  return bare.charAt(0).toLocaleLowerCase('fr') + bare.slice(1);
}
