/** The person a posting asks letters to be addressed to, by title and surname. */
export type Addressee = { title: 'Mrs' | 'Ms' | 'Miss' | 'Mr' | 'Dr' | 'Mme' | 'M.'; name: string };

// Rule 'the letter's addressee': 'Please send a CV and a cover letter in English, addressed to Mrs Helen Drummond, Head of
// School' (an international school's post), 'CV et lettre de motivation à cabinet.capucins.angers@gmail.com, à l'attention
// de M. Thibault Guérin' (a physiotherapy practice's): a title, then the person's name, after the words that ask for it.
const ADDRESSED = /(?<![\p{L}])(?:addressed to|address (?:it|your letter|your application) to|for the attention of|f\.?a\.?o\.?|à l['’]attention de|adress(?:ée?s?|er) à|à adresser à)\s+(Mrs|Ms|Miss|Mr|Dr|Mme|Madame|M\.|Monsieur)\.?\s+((?:\p{Lu}[\p{Ll}'’-]+\s+){0,2}\p{Lu}[\p{L}'’-]+)/u;

const TITLES: Readonly<Record<string, Addressee['title']>> = { Madame: 'Mme', Monsieur: 'M.' };

/** The addressee a posting names ('addressed to Mrs Helen Drummond'), or null. */
export function findAddressee(posting: string): Addressee | null {
  const found = ADDRESSED.exec(posting);
  if (found === null) return null;
  const raw = found[1] ?? '';
  const title = (TITLES[raw] ?? raw) as Addressee['title'];
  return { title, name: (found[2] ?? '').trim() };
}
