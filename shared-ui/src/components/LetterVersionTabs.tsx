import type { ReactNode } from 'react';
import { fr } from '../strings/all-strings.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

interface LetterVersionTabsProps {
  count: number;
  selected: number;
  onSelect(index: number): void;
  /** While a choice is saved or the letter edited, the other versions cannot be picked. */
  locked: boolean;
  /** Said under the tabs: what the chosen version is for on this screen. */
  hint: string;
  /** The selected version's panel (preview or editor), shown in its tab. */
  children: ReactNode;
}

/**
 * 'Version 1, 2…' of a letter, in the generator and in my letters. Manual activation: arrow keys move
 * between tabs and Enter or Space picks one, since picking may save that version as the letter. The
 * tabs wrap: refinements add versions, up to the contract's MAX_LETTER_VERSIONS.
 */
export function LetterVersionTabs({ count, selected, onSelect, locked, hint, children }: LetterVersionTabsProps) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return (
    <Tabs value={String(selected)} onValueChange={(value) => onSelect(Number(value))} activationMode="manual">
      <div className="flex flex-col gap-2">
        <TabsList aria-label={fr.refine.versionsLabel} className="flex-wrap self-start">
          {indexes.map((index) => (
            <TabsTrigger key={index} value={String(index)} disabled={locked && index !== selected}>
              {fr.refine.versionTab(index)}
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
