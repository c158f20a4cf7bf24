import { lazy, Suspense, useRef, useState } from 'react';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@lettra/shared-ui';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import type { ExampleCardText } from '../content/letter-example.ts';
import { examplesText } from '../content/examples.ts';

// The dialog, with Radix's dialog code (about 11 KiB gzipped), is downloaded when a visitor reaches
// for a card's button (pointer over it, focus) or opens it, not with the page that lists the cards.
const loadDialog = () => import('./ExampleDialog.tsx');
const ExampleDialog = lazy(() => loadDialog().then(({ ExampleDialog }) => ({ default: ExampleDialog })));

type ExampleCardProps = {
  example: ExampleCardText;
  /** h2 on /examples (under the page's h1), h3 inside a landing section. */
  headingLevel?: 'h2' | 'h3';
};

/** A before/after card; its button opens the full example in a dialog (Escape or 'Fermer' closes it). */
export function ExampleCard({ example, headingLevel = 'h2' }: ExampleCardProps) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so Radix can animate the closing and the reopening.
  const [opened, setOpened] = useState(false);
  return (
    <Card className="mk:flex mk:h-full mk:flex-col">
      <CardHeader>
        <Badge variant="brand" className="mk:self-start">
          {example.kind}
        </Badge>
        <CardTitle as={headingLevel} className="mk:mt-2">
          {example.job}
        </CardTitle>
        <p className="mk:text-sm mk:text-ink-600">{frenchSpacing(example.context)}</p>
      </CardHeader>
      <CardContent className="mk:flex mk:flex-1 mk:flex-col mk:gap-3">
        <figure className="mk:rounded-control mk:bg-ink-50 mk:p-3 mk:text-sm">
          <figcaption className="mk:font-semibold mk:text-ink-700">{examplesText.before}</figcaption>
          <blockquote className="mk:mt-1 mk:font-serif mk:text-ink-700">{frenchSpacing(`« ${example.beforeQuote} »`)}</blockquote>
        </figure>
        <figure className="mk:rounded-control mk:bg-brand-50 mk:p-3 mk:text-sm">
          <figcaption className="mk:font-semibold mk:text-brand-700">{examplesText.after}</figcaption>
          <blockquote className="mk:mt-1 mk:font-serif mk:text-ink-800">{frenchSpacing(`« ${example.afterQuote} »`)}</blockquote>
        </figure>
      </CardContent>
      <CardFooter>
        {/* The job in the name tells the eight buttons apart; the visible words start the name (WCAG 2.5.3). */}
        <Button
          ref={opener}
          variant="secondary"
          className="mk:w-full mk:sm:w-auto"
          aria-label={examplesText.openLabel(example.job)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {examplesText.open}
        </Button>
        {opened && (
          <Suspense fallback={null}>
            <ExampleDialog example={example} open={open} onOpenChange={setOpen} opener={opener} />
          </Suspense>
        )}
      </CardFooter>
    </Card>
  );
}
