import { cn } from '@lettra/shared-ui';

interface LetterTextProps {
  content: string;
  /** Shows a cursor after the last word while the letter is being written. */
  writing?: boolean;
  className?: string;
}

/**
 * A letter as text: one paragraph per line (docs/product.md §3), blank lines kept as space. Model output is
 * rendered as React text, never as HTML (docs/security-payments.md §3, LLM05).
 */
export function LetterText({ content, writing = false, className }: LetterTextProps) {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  return (
    <div className={cn('gn:font-serif gn:text-base gn:leading-relaxed gn:text-ink-900 gn:break-words', className)}>
      {lines.map((line, index) =>
        line.trim() === '' ? (
          <div key={index} aria-hidden="true" className="gn:h-4" />
        ) : (
          <p key={index} className="gn:whitespace-pre-wrap">
            {line}
            {writing && index === lines.length - 1 && <WritingCursor />}
          </p>
        ),
      )}
      {writing && lines[lines.length - 1]?.trim() === '' && <WritingCursor />}
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
