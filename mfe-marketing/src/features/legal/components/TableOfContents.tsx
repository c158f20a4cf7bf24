import { frenchSpacing } from '../../../lib/french-spacing.ts';
import type { LegalSection } from '../content/legal-document.ts';

/** 'Sommaire' of a legal page: one anchor link per section. */
export function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav aria-labelledby="sommaire" className="mk:rounded-card mk:border mk:border-ink-200 mk:bg-white mk:p-5">
      <h2 id="sommaire" className="mk:text-sm mk:font-semibold mk:text-ink-900">
        Sommaire
      </h2>
      <ol className="mk:mt-3 mk:flex mk:list-decimal mk:flex-col mk:gap-2 mk:pl-5 mk:text-sm mk:marker:text-ink-500">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="mk:text-ink-700 mk:hover:text-brand-700 mk:hover:underline">
              {frenchSpacing(section.title)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
