import type { ReactNode } from 'react';
import { cn } from '@lettra/shared-ui';
import { letterParagraphs } from '../model/letter-paragraphs.ts';

/**
 * The letter as text, one paragraph per line (docs/product.md §2). Rendered as React text, never as HTML: the content
 * comes from a language model and from the user. A locked preview fades out at the bottom (docs/product.md §2).
 * `paragraphAction` puts what may follow a paragraph ('Réécrire ce paragraphe') under it.
 */
export function LetterBody({
  content,
  locked,
  paragraphAction,
}: {
  content: string;
  locked: boolean;
  paragraphAction?: (index: number) => ReactNode;
}) {
  return (
    <div className="ac:relative">
      <div className={cn('ac:flex ac:flex-col ac:gap-4 ac:font-serif ac:leading-relaxed ac:text-ink-800', locked && 'ac:max-h-80 ac:overflow-hidden')}>
        {letterParagraphs(content).map((paragraph, index) => {
          const action = paragraphAction?.(index);
          if (action === null || action === undefined) return <p key={index}>{paragraph}</p>;
          return (
            <div key={index} className="ac:flex ac:flex-col ac:items-start ac:gap-1">
              <p>{paragraph}</p>
              {action}
            </div>
          );
        })}
      </div>
      {locked && (
        <div
          aria-hidden="true"
          className="ac:pointer-events-none ac:absolute ac:inset-x-0 ac:bottom-0 ac:h-32 ac:bg-linear-to-t ac:from-white ac:to-transparent"
        />
      )}
    </div>
  );
}
