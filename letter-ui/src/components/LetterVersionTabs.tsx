import type { ReactNode } from 'react';
import { fr } from '@lettra/shared-ui/strings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lettra/shared-ui/tabs';

interface LetterVersionTabsProps {
  count: number;
  selected: number;
  onSelect(index: number): void;
  /** While a choice is saved or the letter edited, the other versions cannot be picked. */
  locked: boolean;
  /** What made each version ('Plus court', 'Réécriture §2'…), by index; 'Version N' where none is given. */
  labels?: readonly (string | undefined)[];
  /** A new version is being written: the tabs stay in place, marked busy (and `locked`). */
  busy?: boolean;
  /** Said under the tabs: what the chosen version is for on this screen. */
  hint: string;
  /** The selected version's panel (preview or editor), shown in its tab. */
  children: ReactNode;
}

/**
 * A letter's versions, in the generator and in my letters, each named by what made it when known.
 * Manual activation: arrow keys move between tabs and Enter or Space picks one, since picking may save
 * that version as the letter. The tabs scroll sideways on one line rather than wrap: refinements add
 * versions, up to the contract's MAX_LETTER_VERSIONS, and a wrapped row moved the letter below it.
 */
export function LetterVersionTabs({ count, selected, onSelect, locked, labels = [], busy = false, hint, children }: LetterVersionTabsProps) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return (
    <Tabs value={String(selected)} onValueChange={(value) => onSelect(Number(value))} activationMode="manual" aria-busy={busy || undefined}>
      <div className="flex min-w-0 flex-col gap-2">
        <TabsList aria-label={fr.refine.versionsLabel} className="self-start">
          {indexes.map((index) => (
            <TabsTrigger key={index} value={String(index)} disabled={locked && index !== selected}>
              {labels[index] ?? fr.refine.versionTab(index)}
            </TabsTrigger>
          ))}
        </TabsList>
        <p className="text-sm text-ink-600">{hint}</p>
      </div>
      {indexes.map((index) => (
        <TabsContent key={index} value={String(index)}>
          {index === selected && children}
        </TabsContent>
      ))}
    </Tabs>
  );
}
