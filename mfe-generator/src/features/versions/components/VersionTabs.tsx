import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lettra/shared-ui/tabs';
import { versionTexts } from '../content/version-texts.ts';

interface VersionTabsProps {
  count: number;
  selected: number;
  onSelect(index: number): void;
  /** While a choice is saved or the letter edited, the other versions cannot be picked. */
  locked: boolean;
  /** The selected version's panel (preview or editor). */
  children: ReactNode;
}

/**
 * 'Version 1/2/3' tabs for premium letters. Manual activation: arrow keys move between tabs and
 * Enter or Space picks one, since picking saves that version as the letter.
 */
export function VersionTabs({ count, selected, onSelect, locked, children }: VersionTabsProps) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return (
    <Tabs value={String(selected)} onValueChange={(value) => onSelect(Number(value))} activationMode="manual">
      <div className="gn:flex gn:flex-col gn:gap-2">
        <TabsList aria-label={versionTexts.listLabel} className="gn:self-start">
          {indexes.map((index) => (
            <TabsTrigger key={index} value={String(index)} disabled={locked && index !== selected}>
              {versionTexts.tab(index)}
            </TabsTrigger>
          ))}
        </TabsList>
        <p className="gn:text-sm gn:text-ink-600">{versionTexts.hint}</p>
      </div>
      {indexes.map((index) => (
        <TabsContent key={index} value={String(index)}>
          {index === selected && children}
        </TabsContent>
      ))}
    </Tabs>
  );
}
