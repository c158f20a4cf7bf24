import { Field, Input } from '@lettra/shared-ui/form-fields';
import { typeset } from '../../../entities/articles/lib/typeset.ts';

type BlogSearchProps = { value: string; onChange: (value: string) => void };

export function BlogSearch({ value, onChange }: BlogSearchProps) {
  return (
    <div role="search" className="bl:max-w-xl">
      <Field label="Rechercher un article" hint={typeset('Par titre, résumé ou mot-clé : ATS, reconversion, relecture…')}>
        <Input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Rechercher…"
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
    </div>
  );
}
