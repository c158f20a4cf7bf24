import type { RefObject } from 'react';
import { DialogContent, DialogRoot } from '@lettra/shared-ui/dialog';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { exampleLetters } from '../content/example-letters.ts';
import type { ExampleCardText } from '../content/letter-example.ts';
import { examplesText } from '../content/examples.ts';
import { ExampleLetters } from './ExampleLetters.tsx';

type ExampleDialogProps = {
  example: ExampleCardText;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's button: focus goes back to it on close (it is not a Radix trigger). */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * The full example, before and after letters; loaded by ExampleCard when a visitor reaches for its
 * button, with the eight examples' letters.
 */
export function ExampleDialog({ example, open, onOpenChange, opener }: ExampleDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        title={frenchSpacing(examplesText.dialogTitle(example.job))}
        description={frenchSpacing(example.context)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <ExampleLetters letters={exampleLetters[example.id]!} />
      </DialogContent>
    </DialogRoot>
  );
}
