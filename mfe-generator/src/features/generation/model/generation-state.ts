import type { GenerationDone, GenerationEvent, GenerationMeta } from './generation-events.ts';

/** Why a generation stopped, as the api said it (error-map wording) or as the client saw it. */
export interface GenerationFailure {
  status: number;
  code: string;
  message: string;
  title?: string;
}

/**
 * idle → connecting (request sent, nothing back yet) → streaming (meta or first words arrived)
 * → done; any step → failed. `texts` holds each version as written so far.
 */
export type GenerationState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'streaming'; meta: GenerationMeta | null; texts: string[] }
  | { status: 'done'; meta: GenerationMeta | null; result: GenerationDone }
  | { status: 'failed'; failure: GenerationFailure };

export type GenerationAction =
  | { type: 'start' }
  | { type: 'event'; event: Exclude<GenerationEvent, { type: 'error' }> }
  | { type: 'fail'; failure: GenerationFailure }
  | { type: 'reset' };

export const IDLE: GenerationState = { status: 'idle' };

function appendTo(texts: string[], index: number, text: string): string[] {
  const next = texts.length > index ? [...texts] : [...texts, ...Array<string>(index + 1 - texts.length).fill('')];
  next[index] = (next[index] ?? '') + text;
  return next;
}

/** The generation's state machine: pure, so the streaming view can be tested event by event. */
export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case 'start':
      return { status: 'connecting' };
    case 'reset':
      return IDLE;
    case 'fail':
      return { status: 'failed', failure: action.failure };
    case 'event': {
      if (state.status !== 'connecting' && state.status !== 'streaming') return state;
      const meta = state.status === 'streaming' ? state.meta : null;
      const texts = state.status === 'streaming' ? state.texts : [];
      const { event } = action;
      if (event.type === 'meta') {
        const slots = Math.max(1, event.payload.versions);
        return { status: 'streaming', meta: event.payload, texts: texts.length >= slots ? texts : appendTo(texts, slots - 1, '') };
      }
      if (event.type === 'delta') {
        return { status: 'streaming', meta, texts: appendTo(texts, Math.max(0, event.payload.version), event.payload.text) };
      }
      return { status: 'done', meta, result: event.payload };
    }
  }
}
