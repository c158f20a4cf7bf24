// The dictionary is data now (src/lexicon/terms/*.json); this path stays for the code that imports it here.
export { DICTIONARY, makesClaim, type TermEntry, type TermKind } from '../../lexicon/terms.ts';
