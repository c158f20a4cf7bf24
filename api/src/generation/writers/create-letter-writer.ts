import { OpenAI } from 'openai';
import type { AppConfig } from '../../config.ts';
import type { LetterWriter } from './letter-writer.ts';
import { createModelWriter } from './model-writer.ts';
import { createOfflineWriter } from './offline-writer.ts';

/** The model when a key is configured, else the offline writer (ARCHITECTURE.md 'Configuration'). */
export function createLetterWriter(config: Pick<AppConfig, 'llm' | 'offlineStreamDelayMs'>): {
  writer: LetterWriter;
  kind: 'model' | 'offline';
} {
  const { llm } = config;
  if (!llm.apiKey) return { writer: createOfflineWriter({ delayMs: config.offlineStreamDelayMs }), kind: 'offline' };
  const client = new OpenAI({
    apiKey: llm.apiKey,
    baseURL: llm.baseUrl,
    // Time allowed until the response headers; the writer's watchdog bounds the stream itself.
    timeout: llm.timeoutMs,
    maxRetries: 0,
  });
  return { writer: createModelWriter({ client, model: llm.model, timeoutMs: llm.timeoutMs }), kind: 'model' };
}
