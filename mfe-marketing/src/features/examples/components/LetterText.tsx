import { frenchSpacing } from '../../../lib/french-spacing.ts';

/** A letter as it would be printed: one paragraph per block of text, a blank line between blocks. */
export function LetterText({ text }: { text: string }) {
  return (
    <div className="mk:flex mk:flex-col mk:gap-3 mk:font-serif mk:text-[0.95rem] mk:leading-relaxed mk:text-ink-800">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="mk:whitespace-pre-line">
          {frenchSpacing(paragraph)}
        </p>
      ))}
    </div>
  );
}
