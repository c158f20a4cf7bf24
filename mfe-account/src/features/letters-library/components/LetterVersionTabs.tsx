import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lettra/shared-ui/tabs';
import { versionTexts } from '../content/version-texts.ts';

interface LetterVersionTabsProps {
  count: number;
  selected: number;
  onSelect(index: number): void;
  /** While a choice is saved or the letter edited, the other versions cannot be picked. */
  locked: boolean;
  /** The chosen version, as the letter shows it. */
  children: ReactNode;
}

/** 'Version 1, 2…' of an opened letter. Manual activation: picking a version saves it as the letter. */
export function LetterVersionTabs({ count, selected, onSelect, locked, children }: LetterVersionTabsProps) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return (
    <Tabs value={String(selected)} onValueChange={(value) => onSelect(Number(value))} activationMode="manual">
      <div className="ac:flex ac:flex-col ac:gap-2">
        <TabsList aria-label={versionTexts.listLabel} className="ac:flex-wrap ac:self-start">
          {indexes.map((index) => (
            <TabsTrigger key={index} value={String(index)} disabled={locked && index !== selected}>
              {versionTexts.tab(index)}
            </TabsTrigger>
          ))}
        </TabsList>
        <p className="ac:text-sm ac:text-ink-600">{versionTexts.hint}</p>
      </div>
      {indexes.map((index) => (
        <TabsContent key={index} value={String(index)}>
          {index === selected && children}
        </TabsContent>
      ))}
    </Tabs>
  );
}
