import { generatorTexts } from '../../../content/generator-texts.ts';
import { generationTexts } from '../content/generation-texts.ts';
import type { GenerationState } from '../model/generation-state.ts';

// Announces phases, not words: a live region read at every delta would drown the screen reader.
function announcement(state: GenerationState): string {
  switch (state.status) {
    case 'connecting':
      return generatorTexts.generating;
    case 'streaming': {
      if (state.rewriting === 'fallback') return generationTexts.drafting;
      if (state.rewriting === 'repair') return generationTexts.repairing;
      const total = state.texts.length;
      if (total <= 1) return generationTexts.writing;
      const current = state.texts.findLastIndex((text) => text !== '');
      return generationTexts.writingVersion(Math.max(0, current) + 1, total);
    }
    case 'done':
      return generatorTexts.ready;
    default:
      return '';
  }
}

/** The polite live region that tells screen-reader users how the generation is going. */
export function GenerationAnnouncer({ state }: { state: GenerationState }) {
  return (
    <p role="status" className="gn:sr-only">
      {announcement(state)}
    </p>
  );
}
