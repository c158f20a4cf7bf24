import { useId } from 'react';
import { Search } from 'lucide-react';
import { myLettersTexts } from '../../../content/my-letters-texts.ts';
import { Input } from '@lettra/shared-ui/form-fields';

/** Search box of the list (docs/product.md §5: title, company or position); its label is read, not shown. */
export function LetterSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="ac:relative">
      <label htmlFor={id} className="ac:sr-only">
        Rechercher une lettre
      </label>
      <Search aria-hidden="true" className="ac:pointer-events-none ac:absolute ac:top-1/2 ac:left-3 ac:size-4 ac:-translate-y-1/2 ac:text-ink-500" />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={myLettersTexts.searchPlaceholder}
        className="ac:pl-9"
      />
    </div>
  );
}
