import { typeset } from '../../../entities/articles/lib/typeset.ts';
import type { ContentBlock } from '../../../entities/articles/model/article.ts';

/** The article's blocks as React text: content is data, never HTML, so nothing in it can become markup. */
export function ArticleBody({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="bl:flex bl:flex-col bl:gap-5 bl:text-base bl:leading-relaxed bl:text-ink-800 bl:sm:text-lg">
      {blocks.map((block, index) =>
        block.type === 'heading' ? (
          // Blocks never move, so their position is a stable key.
          <h2 key={index} className="bl:mt-6 bl:text-xl bl:font-semibold bl:leading-snug bl:text-ink-900 bl:sm:text-2xl">
            {typeset(block.text)}
          </h2>
        ) : (
          <p key={index}>{typeset(block.text)}</p>
        ),
      )}
    </div>
  );
}
