import { useId } from 'react';
import { CircleCheck, CircleHelp, TriangleAlert } from 'lucide-react';
import { factCheckTexts } from '../content/fact-check-texts.ts';

interface FactCheckProps {
  /** What the letter claims (skills, tools, diplomas) that the CV does not support. */
  claims: readonly string[];
  /**
   * The check covered the whole letter against a CV it could read: false when the CV gave no name
   * or experience to check against, or when a part of the letter the user cannot see fails it.
   */
  conclusive: boolean;
}

/**
 * Claims of the letter (skills, tools, diplomas) that the CV does not support: a model sometimes
 * invents, and the candidate must see it before sending. The reassuring check is shown
 * only when the check earned it.
 */
export function FactCheck({ claims, conclusive }: FactCheckProps) {
  const headingId = useId();
  if (claims.length === 0 && !conclusive) {
    return (
      <p className="gn:flex gn:items-start gn:gap-2 gn:text-sm gn:text-ink-700">
        <CircleHelp aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
        {factCheckTexts.inconclusive}
      </p>
    );
  }
  if (claims.length === 0) {
    return (
      <p className="gn:flex gn:items-start gn:gap-2 gn:text-sm gn:text-success-700">
        <CircleCheck aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
        {factCheckTexts.allSupported}
      </p>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="gn:rounded-card gn:border gn:border-accent-300 gn:bg-accent-50 gn:p-4 gn:text-accent-950"
    >
      <h3 id={headingId} className="gn:flex gn:items-start gn:gap-2 gn:text-sm gn:font-semibold">
        <TriangleAlert aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0 gn:text-accent-700" />
        {factCheckTexts.warning}
      </h3>
      <ul className="gn:mt-2 gn:list-disc gn:space-y-1 gn:pl-10 gn:text-sm">
        {claims.map((claim) => (
          <li key={claim}>{claim}</li>
        ))}
      </ul>
      <p className="gn:mt-2 gn:pl-6 gn:text-sm">{factCheckTexts.advice}</p>
    </section>
  );
}
