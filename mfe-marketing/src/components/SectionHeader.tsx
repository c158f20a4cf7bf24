import { frenchSpacing } from '../lib/french-spacing.ts';

type SectionHeaderProps = {
  /** Id of the heading, so the enclosing section can point `aria-labelledby` at it. */
  id: string;
  title: string;
  intro?: string;
  /** The page title (h1) or a section title (h2, the default). */
  as?: 'h1' | 'h2';
};

const headingClasses = {
  h1: 'mk:text-3xl mk:font-bold mk:tracking-tight mk:text-balance mk:text-ink-900 mk:sm:text-5xl',
  h2: 'mk:text-2xl mk:font-bold mk:tracking-tight mk:text-balance mk:text-ink-900 mk:sm:text-4xl',
} as const;

/** Centred heading and lead paragraph at the top of a page or a page band. */
export function SectionHeader({ id, title, intro, as: Heading = 'h2' }: SectionHeaderProps) {
  return (
    <div className="mk:mx-auto mk:max-w-2xl mk:text-center">
      <Heading id={id} className={headingClasses[Heading]}>
        {frenchSpacing(title)}
      </Heading>
      {intro && (
        <p className="mk:mt-4 mk:text-base mk:text-pretty mk:text-ink-600 mk:sm:text-lg">{frenchSpacing(intro)}</p>
      )}
    </div>
  );
}
