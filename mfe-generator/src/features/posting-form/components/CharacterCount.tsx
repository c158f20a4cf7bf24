import { frenchNumber } from '@lettra/letter-engine';
import { cn } from '@lettra/shared-ui';
import { formTexts } from '../content/form-texts.ts';

/**
 * The length of a pasted text against its limit, under the field. Not a live region: it changes at
 * every key, and the field's own error says when the limit is passed.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={cn('gn:text-right gn:text-xs gn:tabular-nums', length > max ? 'gn:font-semibold gn:text-danger-700' : 'gn:text-ink-600')}>
      {formTexts.characterCount(frenchNumber(length), frenchNumber(max))}
    </p>
  );
}
