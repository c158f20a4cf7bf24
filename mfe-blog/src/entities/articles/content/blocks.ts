import type { ContentBlock } from '../model/article.ts';

// Short constructors so an article file reads like the article it holds.

export function heading(text: string): ContentBlock {
  return { type: 'heading', text };
}

export function paragraph(text: string): ContentBlock {
  return { type: 'paragraph', text };
}
