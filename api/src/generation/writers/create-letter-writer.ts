import { OpenAI } from 'openai';
import type { AppConfig } from '../../config.ts';
import type { EnginePool } from '../../engine-pool/engine-pool.ts';
import type { AppMetrics } from '../../observability/metrics.ts';
import { createCircuitBreaker } from './circuit-breaker.ts';
import type { LetterWriter } from './letter-writer.ts';
import { createModelCircuit, type ModelCircuit } from './model-circuit.ts';
import { createModelWriter } from './model-writer.ts';
import { createOfflineWriter } from './offline-writer.ts';

/**
 * The model when a key is configured, else the offline writer (docs/architecture.md 'Configuration').
 * The model comes with its circuit breaker; the offline writer has none, since it calls nothing.
 */
export function createLetterWriter(
  config: Pick<AppConfig, 'llm' | 'offlineStreamDelayMs' | 'now' | 'timers'>,
  metrics: Pick<AppMetrics, 'modelTokens'>,
  engine: EnginePool,
): { writer: LetterWriter; kind: 'model' | 'offline'; circuit: ModelCircuit | null } {
  const { llm } = config;
  if (!llm.apiKey) {
    return { writer: createOfflineWriter({ delayMs: config.offlineStreamDelayMs, engine }), kind: 'offline', circuit: null };
  }
  const client = new OpenAI({
    apiKey: llm.apiKey,
    baseURL: llm.baseUrl,
    // Time allowed until the response headers; the writer's watchdog bounds the stream itself.
    timeout: llm.timeoutMs,
    maxRetries: 0,
  });
  const writer = createModelWriter({
    client,
    model: llm.model,
    timeoutMs: llm.timeoutMs,
    timers: config.timers,
    askUsage: llm.askUsage,
    onUsage: (usage) => {
      metrics.modelTokens.inc({ kind: 'prompt' }, usage.prompt_tokens);
      metrics.modelTokens.inc({ kind: 'completion' }, usage.completion_tokens);
    },
  });
  const breaker = createCircuitBreaker({ ...llm.circuit, now: () => config.now().getTime() });
  return { writer, kind: 'model', circuit: createModelCircuit(breaker) };
}
