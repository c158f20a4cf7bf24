// Blog article as docs/product.md §3 describes it. Content is typed data, never HTML: the page renders each block as React
// text, so an article can never inject markup.

export const ARTICLE_CATEGORIES = ['Conseils', 'Stratégies', 'Actualités', 'Témoignages'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** docs/product.md §3: 'content (simple headings and paragraphs)'. */
export type ContentBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string };

/** Colours of an article's cover. */
export type CoverPalette = 'brand' | 'accent' | 'success' | 'ink' | 'dusk' | 'sunrise';
/** What the cover's illustration shows. */
export type CoverMotif = 'structure' | 'ats' | 'reconversion' | 'proofreading' | 'ai' | 'testimony';

/**
 * The article's image: a gradient and an inline illustration drawn by the page, not a file, so the blog
 * loads no external image and the cover stays crisp at any size.
 */
export type ArticleImage = { palette: CoverPalette; motif: CoverMotif };

export type Article = {
  /** URL slug: /blog/{id}. */
  id: string;
  title: string;
  excerpt: string;
  content: ContentBlock[];
  author: string;
  /** Publication day, ISO 'yyyy-mm-dd'; shown dd/mm/yyyy (docs/product.md §9). */
  date: string;
  /** Minutes. */
  readingTime: number;
  image: ArticleImage;
  tags: string[];
  category: ArticleCategory;
};
