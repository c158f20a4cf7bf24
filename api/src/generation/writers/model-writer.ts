import { MODEL_DEFAULTS, buildChatMessages, letterLines, repairMessages, type PromptRefinement } from '@lettra/letter-engine';
import { APIConnectionTimeoutError, APIError, type OpenAI } from 'openai';
import type { CompletionUsage } from 'openai/resources/completions';
import { GenerationFailedError } from '../../errors/generation-failed-error.ts';
import { GenerationTimeoutError } from '../../errors/generation-timeout-error.ts';
import { wait, type Timers } from '../../lib/timers.ts';
import type { LetterWriter, VersionRefinement } from './letter-writer.ts';
import { retryDelayMs } from './retry-delay.ts';
import { createSilenceWatchdog } from './silence-watchdog.ts';

export interface ModelWriterOptions {
  /** Built with `maxRetries: 0`: the one retry below is ours, because only we know whether a token came. */
  client: OpenAI;
  model: string;
  /** Longest silence (before the first token, between chunks); a whole letter gets twice that. */
  timeoutMs: number;
  /** Where that timeout and the retry's wait run (config.timers). */
  timers: Timers;
  /**
   * Asks for the tokens used (`stream_options.include_usage`). Some OpenAI-compatible endpoints
   * refuse the option (Mistral answers 422) while sending the usage anyway: it is read either way.
   */
  askUsage: boolean;
  /** Receives the tokens a call used, when the provider reports them (its last chunk). */
  onUsage: (usage: CompletionUsage) => void;
}

// The prompt quotes the paragraph itself: the model counts lines less reliably than it reads them.
function promptRefinement({ kind, letter, paragraph }: VersionRefinement): PromptRefinement {
  if (kind !== 'paragraph') return { kind, letter };
  return { kind, letter, paragraph: letterLines(letter).paragraphs[paragraph ?? 0]?.text ?? '' };
}

/**
 * The writer used with OPENAI_API_KEY: one streamed chat completion per version (docs/product.md §7:
 * temperature 0.7, max_tokens 1500) on any OpenAI-compatible endpoint. A call that fails before
 * its first token with a connection error, a 429 or a 5xx is retried once (docs/security-payments.md
 * §5); after a token has been shown, a failure is final, since a retry would write another letter.
 */
export function createModelWriter({ client, model, timeoutMs, timers, askUsage, onUsage }: ModelWriterOptions): LetterWriter {
  return async function* writeWithModel(request, { signal, log }) {
    // The repair round continues the same chat: the draft as the model's answer, then the fixes.
    const messages = [
      ...buildChatMessages(request.input, {
        today: request.today,
        atsKeywords: request.atsKeywords,
        variant: request.variant,
        ...(request.refinement ? { refinement: promptRefinement(request.refinement) } : {}),
        ...(request.plan ? { plan: request.plan } : {}),
        ...(request.overrides ? { overrides: request.overrides } : {}),
      }),
      ...(request.repair ? repairMessages(request.repair.draft, request.repair.failures, request.input.language) : []),
    ];
    const watchdog = createSilenceWatchdog(signal, { idleMs: timeoutMs, totalMs: 2 * timeoutMs, timers });
    const timedOut = (cause: unknown) => new GenerationTimeoutError({}, { cause });
    try {
      for (let attempt = 1; ; attempt += 1) {
        let started = false;
        watchdog.feed();
        try {
          const stream = await client.chat.completions.create(
            {
              model,
              temperature: MODEL_DEFAULTS.temperature,
              max_tokens: MODEL_DEFAULTS.max_tokens,
              messages,
              stream: true,
              ...(askUsage ? { stream_options: { include_usage: true } } : {}),
            },
            // The signal cancels the upstream request when the client leaves: no tokens are paid for a
            // letter nobody reads.
            { signal: watchdog.signal },
          );
          for await (const chunk of stream) {
            watchdog.feed();
            if (chunk.usage) onUsage(chunk.usage);
            const text = chunk.choices[0]?.delta?.content;
            if (!text) continue;
            started = true;
            yield text;
          }
          // The SDK ends a stream quietly when its signal aborts: a cut letter must not pass for a whole one.
          watchdog.signal.throwIfAborted();
          return;
        } catch (error) {
          if (signal.aborted) throw error;
          if (watchdog.expired || error instanceof APIConnectionTimeoutError) throw timedOut(error);
          const delay = !started && attempt === 1 ? retryDelayMs(error) : null;
          if (delay === null) throw new GenerationFailedError({}, { cause: error });
          // Ids and status only: the prompt holds a CV, which is never logged (docs/security-payments.md §3, LLM02).
          log.warn({ status: error instanceof APIError ? error.status : undefined, delayMs: delay }, 'model call failed before its first token; retrying once');
          watchdog.pause();
          await wait(timers, delay, watchdog.signal).catch((cause: unknown) => {
            throw watchdog.expired ? timedOut(cause) : cause;
          });
        }
      }
    } finally {
      watchdog.dispose();
    }
  };
}
