// '@lettra/shared-ui/why-this-sentence': 'Pourquoi cette phrase ?' in the generator's result and in my
// letters (docs/why-this-sentence.md), an entry of its own so that no public page's first load carries it
// (docs/federation.md §2).
export { WhyThisSentence, type ExplanationTexts } from './components/WhyThisSentence.tsx';
