import type { ReactNode } from 'react';
import { cn } from '@lettra/shared-ui';

interface LetterTextProps {
  content: string;
  /** What follows a paragraph ('Réécrire ce paragraphe'), by its index among the non-empty lines; null for none. */
  paragraphAction?: (index: number) => ReactNode;
  /** Shows a cursor after the last word while the letter is being written. */
  writing?: boolean;
  className?: string;
}

/**
 * A letter as text: one paragraph per line (docs/product.md §3), blank lines kept as space. Model output is
 * rendered as React text, never as HTML (docs/security-payments.md §3, LLM05).
 */
export function LetterText({ content, writing = false, paragraphAction, className }: LetterTextProps) {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  // Each non-empty line's place among the paragraphs, as the api counts them.
  let paragraph = -1;
  const paragraphOf = lines.map((line) => (line.trim() === '' ? -1 : ++paragraph));
  return (
    <div className={cn('gn:font-serif gn:text-base gn:leading-relaxed gn:text-ink-900 gn:break-words', className)}>
      {lines.map((line, index) =>
        line.trim() === '' ? (
          <div key={index} aria-hidden="true" className="gn:h-4" />
        ) : (
          <Paragraph key={index} action={paragraphAction?.(paragraphOf[index] ?? -1)}>
            {line}
            {writing && index === lines.length - 1 && <WritingCursor />}
          </Paragraph>
        ),
      )}
      {writing && lines[lines.length - 1]?.trim() === '' && <WritingCursor />}
    </div>
  );
}

function Paragraph({ action, children }: { action: ReactNode; children: ReactNode }) {
  const text = <p className="gn:whitespace-pre-wrap">{children}</p>;
  if (action === null || action === undefined) return text;
  return (
    <div className="gn:flex gn:flex-col gn:items-start gn:gap-1">
      {text}
      {action}
    </div>
  );
}

function WritingCursor() {
  return (
    <span
      aria-hidden="true"
      className="gn:ml-0.5 gn:inline-block gn:h-4 gn:w-0.5 gn:translate-y-0.5 gn:bg-brand-600 gn:motion-safe:animate-pulse"
    />
  );
}
