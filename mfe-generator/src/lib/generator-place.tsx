import { createContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The id of the page section the generator sits in (the landing page's 'generateur'), or null: the
 * login it sends a visitor to brings them back to that section rather than to the page's top.
 */
export const GeneratorPlace = createContext<string | null>(null);

/** Finds that section around `children`, read from the page, which the generator does not otherwise know. */
export function GeneratorPlaceProvider({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [section, setSection] = useState<string | null>(null);
  useLayoutEffect(() => setSection(box.current?.closest('section[id]')?.id ?? null), []);
  return (
    <div ref={box}>
      <GeneratorPlace value={section}>{children}</GeneratorPlace>
    </div>
  );
}
