import { useId } from 'react';
import { Mail } from 'lucide-react';
import { Button, toastSuccess } from '@lettra/shared-ui';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { faqText } from '../content/faq.ts';

/** Contact box under the FAQ; per docs/product.md §2 its button only confirms with the toast 'Message envoyé'. */
export function ContactSupport() {
  const headingId = useId();
  const { title, text, button, sent } = faqText.support;
  return (
    <section
      aria-labelledby={headingId}
      className="mk:flex mk:flex-col mk:items-center mk:gap-3 mk:rounded-card mk:bg-brand-50 mk:p-6 mk:text-center mk:sm:p-8"
    >
      <h2 id={headingId} className="mk:text-xl mk:font-semibold mk:text-ink-900">
        {frenchSpacing(title)}
      </h2>
      <p className="mk:text-ink-700">{frenchSpacing(text)}</p>
      <Button className="mk:mt-2" onClick={() => toastSuccess(sent)}>
        <Mail aria-hidden="true" />
        {button}
      </Button>
    </section>
  );
}
