import type { GenerationDone, GenerationEvent, GenerationMeta, GenerationRewrite } from './generation-events.ts';

/** Why a generation stopped, as the api said it (error-map wording) or as the client saw it. */
export interface GenerationFailure {
  status: number;
  code: string;
  message: string;
  title?: string;
}

/** What a generation had written when it failed: kept on screen rather than lost (docs/decisions.md). */
export interface PartialLetter {
  meta: GenerationMeta | null;
  texts: string[];
}

/**
 * idle → connecting (request sent, nothing back yet) → streaming (meta or first words arrived)
 * → done; any step → failed. `texts` holds each version as written so far; `rewriting` says why
 * the last `rewrite` started a version again (a repair by the model, or the offline draft taking
 * over from an unavailable model), null before any. A failure keeps `partial` when some text had
 * arrived.
 */
export type GenerationState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'streaming'; meta: GenerationMeta | null; texts: string[]; rewriting: GenerationRewrite['reason'] | null }
  | { status: 'done'; meta: GenerationMeta | null; result: GenerationDone }
  | { status: 'failed'; failure: GenerationFailure; partial: PartialLetter | null };

export type GenerationAction =
  | { type: 'start' }
  | { type: 'event'; event: Exclude<GenerationEvent, { type: 'error' }> }
  | { type: 'fail'; failure: GenerationFailure }
  | { type: 'reset' };

export const IDLE: GenerationState = { status: 'idle' };

// A copy of `texts` long enough to hold `index`, with that version's text updated.
function updateText(texts: string[], index: number, update: (text: string) => string): string[] {
  const next = texts.length > index ? [...texts] : [...texts, ...Array<string>(index + 1 - texts.length).fill('')];
  next[index] = update(next[index] ?? '');
  return next;
}

function partialOf(state: GenerationState): PartialLetter | null {
  if (state.status !== 'streaming' || state.texts.every((text) => text.trim() === '')) return null;
  return { meta: state.meta, texts: state.texts };
}

/** The generation's state machine: pure, so the streaming view can be tested event by event. */
export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case 'start':
      return { status: 'connecting' };
    case 'reset':
      return IDLE;
    case 'fail':
      return { status: 'failed', failure: action.failure, partial: partialOf(state) };
    case 'event': {
      if (state.status !== 'connecting' && state.status !== 'streaming') return state;
      const streaming = state.status === 'streaming' ? state : { meta: null, texts: [], rewriting: null };
      const { meta, texts } = streaming;
      const { event } = action;
      switch (event.type) {
        case 'meta': {
          const slots = Math.max(1, event.payload.versions);
          return { ...streaming, status: 'streaming', meta: event.payload, texts: updateText(texts, slots - 1, (text) => text) };
        }
        case 'delta':
          return { ...streaming, status: 'streaming', texts: updateText(texts, event.payload.version, (text) => text + event.payload.text) };
        case 'rewrite':
          return { ...streaming, status: 'streaming', texts: updateText(texts, event.payload.version, () => ''), rewriting: event.payload.reason };
        case 'done':
          return { status: 'done', meta, result: event.payload };
      }
    }
  }
}
