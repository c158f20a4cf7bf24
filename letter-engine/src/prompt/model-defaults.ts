/** docs/product.md §7 and §9: the chat-completion parameters used when no other model is configured. */
export const MODEL_DEFAULTS = {
  model: 'gpt-4o-mini',
  temperature: 0.7,
  max_tokens: 1500,
} as const;
