import type { ExampleCardText } from '../content/letter-example.ts';
import { ExampleCard } from './ExampleCard.tsx';

type ExampleListProps = {
  examples: readonly ExampleCardText[];
  headingLevel?: 'h2' | 'h3';
};

/** The before/after cards as a list: one column on phones, two on tablets and up. */
export function ExampleList({ examples, headingLevel }: ExampleListProps) {
  return (
    <ul className="mk:grid mk:gap-6 mk:md:grid-cols-2">
      {examples.map((example) => (
        <li key={example.id}>
          <ExampleCard example={example} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
