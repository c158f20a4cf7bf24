import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { demoSample, demoText, type DemoStageId } from '../content/demo-sample.ts';
import { matchedKeywords, matchRatio } from '../model/match-percent.ts';

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent' });

// Derived from the sample data shown on screen, so the figure always agrees with the skills listed.
const matched = new Set(matchedKeywords(demoSample.cvSkills, demoSample.offerKeywords));
const ratio = matchRatio(demoSample.cvSkills, demoSample.offerKeywords);

/** What a stage of the simulation produced: facts, skills, match score or the letter's opening. */
export function StageResult({ stage }: { stage: DemoStageId }) {
  switch (stage) {
    case 'analysis':
      return (
        <ul className="mk:flex mk:flex-col mk:gap-1 mk:text-sm mk:text-ink-600">
          {demoSample.cvFacts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      );
    case 'skills':
      return (
        <ul className="mk:flex mk:flex-wrap mk:gap-2">
          {demoSample.cvSkills.map((skill) => (
            <li
              key={skill}
              className={
                matched.has(skill)
                  ? 'mk:rounded-full mk:bg-brand-50 mk:px-3 mk:py-1 mk:text-sm mk:font-medium mk:text-brand-700 mk:ring-1 mk:ring-brand-200'
                  : 'mk:rounded-full mk:bg-ink-100 mk:px-3 mk:py-1 mk:text-sm mk:text-ink-700'
              }
            >
              {skill}
              {matched.has(skill) && <span className="mk:sr-only"> ({demoText.matchedLabel})</span>}
            </li>
          ))}
        </ul>
      );
    case 'match':
      return (
        <div>
          <p className="mk:flex mk:items-baseline mk:gap-2">
            <span className="mk:text-3xl mk:font-bold mk:text-brand-700">{percent.format(ratio)}</span>
            <span className="mk:text-sm mk:text-ink-600">{demoText.matchLabel}</span>
          </p>
          <div aria-hidden="true" className="mk:mt-2 mk:h-2 mk:overflow-hidden mk:rounded-full mk:bg-ink-100">
            <div
              className="mk:h-full mk:rounded-full mk:bg-brand-600 mk:motion-safe:animate-fade-in"
              style={{ width: `${Math.round(ratio * 100)}%` }}
            />
          </div>
        </div>
      );
    case 'letter':
      return (
        <div className="mk:rounded-control mk:border mk:border-ink-200 mk:bg-ink-50 mk:p-4 mk:font-serif mk:text-sm mk:leading-relaxed mk:text-ink-800">
          {demoSample.letterExcerpt.map((paragraph) => (
            <p key={paragraph} className="mk:mt-2 mk:first:mt-0">
              {frenchSpacing(paragraph)}
            </p>
          ))}
        </div>
      );
  }
}
