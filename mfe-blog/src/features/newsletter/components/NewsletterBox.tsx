import { useId } from 'react';
import { Mail } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { Field, Input } from '@lettra/shared-ui/form-fields';

/**
 * docs/product.md §2: 'Newsletter box with an email input and a button with no shown action'. There is no mailing list
 * behind it yet, so the button deliberately does nothing rather than pretend a subscription succeeded. There
 * is no <form> either: Enter in the field must not reload the page.
 */
export function NewsletterBox() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="bl:flex bl:flex-col bl:gap-6 bl:rounded-card bl:border bl:border-brand-100 bl:bg-brand-50 bl:p-6 bl:sm:p-10 bl:lg:flex-row bl:lg:items-end bl:lg:justify-between"
    >
      <div className="bl:flex bl:max-w-lg bl:flex-col bl:gap-2">
        <span
          aria-hidden="true"
          className="bl:flex bl:size-10 bl:items-center bl:justify-center bl:rounded-full bl:bg-white bl:text-brand-700"
        >
          <Mail className="bl:size-5" />
        </span>
        <h2 id={titleId} className="bl:text-xl bl:font-semibold bl:text-ink-900 bl:sm:text-2xl">
          Recevez nos conseils chaque mois
        </h2>
        <p className="bl:text-ink-700">
          Un e-mail par mois : nos nouveaux articles et une astuce concrète pour vos candidatures.
        </p>
      </div>
      <div className="bl:flex bl:w-full bl:flex-col bl:gap-3 bl:sm:flex-row bl:sm:items-end bl:lg:max-w-md">
        <Field label="Adresse e-mail" className="bl:flex-1">
          <Input type="email" name="email" autoComplete="email" placeholder="vous@exemple.fr" />
        </Field>
        <Button>S'abonner</Button>
      </div>
    </section>
  );
}
