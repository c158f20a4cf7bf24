import { frenchSpacing } from '../../../lib/french-spacing.ts';
import type { ExampleLettersText } from '../content/letter-example.ts';
import { examplesText } from '../content/examples.ts';
import { LetterText } from './LetterText.tsx';

/** Body of an example's dialog: the weak letter and the tailored one, side by side on wide screens. */
export function ExampleLetters({ letters }: { letters: ExampleLettersText }) {
  return (
    <div className="mk:flex mk:flex-col mk:gap-6">
      <div>
        <h3 className="mk:text-sm mk:font-semibold mk:text-ink-900">{examplesText.improvementsTitle}</h3>
        <ul className="mk:mt-2 mk:list-disc mk:space-y-1 mk:pl-5 mk:text-sm mk:text-ink-700">
          {letters.improvements.map((improvement) => (
            <li key={improvement}>{frenchSpacing(improvement)}</li>
          ))}
        </ul>
      </div>
      <div className="mk:grid mk:gap-4 mk:lg:grid-cols-2">
        <article className="mk:rounded-card mk:border mk:border-ink-200 mk:bg-ink-50 mk:p-4 mk:sm:p-5">
          <h3 className="mk:mb-3 mk:inline-flex mk:rounded-full mk:bg-ink-200 mk:px-3 mk:py-0.5 mk:text-sm mk:font-semibold mk:text-ink-800">
            {examplesText.before}
          </h3>
          <LetterText text={letters.before} />
        </article>
        <article className="mk:rounded-card mk:border mk:border-brand-200 mk:bg-white mk:p-4 mk:sm:p-5">
          <h3 className="mk:mb-3 mk:inline-flex mk:rounded-full mk:bg-brand-50 mk:px-3 mk:py-0.5 mk:text-sm mk:font-semibold mk:text-brand-700">
            {examplesText.after}
          </h3>
          <LetterText text={letters.after} />
        </article>
      </div>
    </div>
  );
}
