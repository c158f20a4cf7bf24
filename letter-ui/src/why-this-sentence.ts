// '@lettra/letter-ui/why-this-sentence': 'Pourquoi cette phrase ?' in the generator's result and in my
// letters (docs/why-this-sentence.md). Bundled into each remote that imports it, never shared (README.md).
export { WhyThisSentence, type ExplanationTexts } from './components/WhyThisSentence.tsx';
