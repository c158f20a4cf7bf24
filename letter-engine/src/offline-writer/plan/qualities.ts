import type { Language } from '../../rules/limits.ts';
import { foldText } from '../../text/fold.ts';
import { withoutAsides } from '../../text/without-asides.ts';

// Qualities a French CV gives as adjectives ('Ponctuel', 'souriante', 'organisée et très attentive à
// l'hygiène'), folded, both genders. Named as skills they read 'la ponctuel', 'l'organisée': they are
// said as what the candidate is.
const ADJECTIVES = new Set(
  'ponctuel ponctuelle souriant souriante rapide rigoureux rigoureuse dynamique autonome motive motivee serieux serieuse polyvalent polyvalente organise organisee patient patiente discret discrete curieux curieuse reactif reactive attentif attentive minutieux minutieuse aimable fiable disponible sociable calme meticuleux meticuleuse perseverant perseverante bienveillant bienveillante enthousiaste honnete empathique consciencieux consciencieuse courtois courtoise volontaire debrouillard debrouillarde investi investie souple adaptable assidu assidue methodique energique agreable accueillant accueillante avenant avenante efficace precis precise soigneux soigneuse endurant endurante resistant resistante'.split(' '),
);

// Qualities an English CV or posting gives as adjectives ('organised, resilient and target-driven'). Named as
// skills they read 'hands-on experience of target-driven'; an English skill may open on one ('organised events'),
// so only an item made of them all is a quality.
const ENGLISH_ADJECTIVES = new Set(
  'reliable punctual organised organized well-organised resilient target-driven results-driven driven motivated self-motivated hard-working hardworking friendly patient calm approachable enthusiastic flexible adaptable confident proactive dependable trustworthy honest energetic positive conscientious meticulous methodical outgoing personable cheerful polite courteous ambitious tenacious diligent detail-oriented customer-focused people-focused'.split(' '),
);
const ENGLISH_LINKS = new Set(['and', 'very', 'highly']);
const englishWords = (text: string): string[] => text.split(/[\s,;/]+/).filter((word) => word !== '' && !ENGLISH_LINKS.has(word));

/**
 * True when a CV item is a quality said as an adjective: in French, its first word is one, or it reads
 * 'à l'aise avec…'; in English, every word is one ('resilient and target-driven').
 */
export function isQualityAdjective(item: string, language: Language): boolean {
  const folded = foldText(item.trim());
  if (language === 'english') {
    const words = englishWords(folded);
    return words.length > 0 && words.every((word) => ENGLISH_ADJECTIVES.has(word));
  }
  if (/^a l['’]aise\b/.test(folded)) return true;
  return ADJECTIVES.has(folded.split(/[\s,;(]+/)[0] ?? '');
}

/**
 * The item without its bracketed aside ('Ponctuel (Lycée Jacques Brel, Vénissieux)' → 'ponctuel'), in lower case;
 * an English item one adjective each ('Resilient and target-driven' → 'resilient', 'target-driven'), so that a posting's
 * and a CV's lists of them merge.
 */
export function qualityWording(item: string, language: Language): string[] {
  const bare = withoutAsides(item).trim();
  return language === 'english' ? englishWords(bare.toLocaleLowerCase('en')) : [bare.charAt(0).toLocaleLowerCase('fr') + bare.slice(1)];
}
