import { cn } from '@lettra/shared-ui';
import { letterParagraphs } from '../model/letter-paragraphs.ts';

/**
 * The letter as text, one paragraph per line (docs/product.md §2). Rendered as React text, never as HTML: the content
 * comes from a language model and from the user. A locked preview fades out at the bottom (docs/product.md §2).
 */
export function LetterBody({ content, locked }: { content: string; locked: boolean }) {
  return (
    <div className="ac:relative">
      <div className={cn('ac:flex ac:flex-col ac:gap-4 ac:font-serif ac:leading-relaxed ac:text-ink-800', locked && 'ac:max-h-80 ac:overflow-hidden')}>
        {letterParagraphs(content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
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
