import { Container } from '@lettra/shared-ui';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import type { LegalBlock, LegalDocument } from '../content/legal-document.ts';
import { RichTextView } from './RichTextView.tsx';
import { TableOfContents } from './TableOfContents.tsx';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'object' && 'list' in block) {
    return (
      <ul className="mk:flex mk:list-disc mk:flex-col mk:gap-2 mk:pl-5 mk:marker:text-brand-600">
        {block.list.map((item, index) => (
          <li key={index}>
            <RichTextView text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <RichTextView text={block} />
    </p>
  );
}

/** Layout shared by /terms, /privacy, /cookies and /gdpr: title, date, table of contents, sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container size="lg" className="mk:py-12 mk:sm:py-16">
      <header className="mk:max-w-3xl">
        <h1 className="mk:text-3xl mk:font-bold mk:tracking-tight mk:text-balance mk:text-ink-900 mk:sm:text-4xl">
          {document.title}
        </h1>
        <p className="mk:mt-2 mk:text-sm mk:text-ink-600">Dernière mise à jour : {document.updatedOn}</p>
        <p className="mk:mt-6 mk:text-lg mk:text-ink-700">
          <RichTextView text={document.intro} />
        </p>
      </header>
      <div className="mk:mt-10 mk:grid mk:gap-10 mk:lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="mk:lg:sticky mk:lg:top-24 mk:lg:self-start">
          <TableOfContents sections={document.sections} />
        </div>
        <div className="mk:flex mk:max-w-3xl mk:flex-col mk:gap-10">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`} className="mk:scroll-mt-24">
              <h2 id={`${section.id}-titre`} className="mk:text-xl mk:font-semibold mk:text-ink-900 mk:sm:text-2xl">
                {frenchSpacing(section.title)}
              </h2>
              <div className="mk:mt-4 mk:flex mk:flex-col mk:gap-4 mk:leading-relaxed mk:text-ink-700">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}
