import { useId } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { factCheckTexts } from '../content/fact-check-texts.ts';

/**
 * Claims of the letter (skills, tools, diplomas) that the CV does not support: a model sometimes
 * invents, and the candidate must see it before sending (issue 4).
 */
export function FactCheck({ claims }: { claims: readonly string[] }) {
  const headingId = useId();
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
