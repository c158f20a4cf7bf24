import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { useReplacesPrerenderedPage } from '@lettra/shared-ui';
import { loadLater } from './load-later.ts';
import { useInView } from './useInView.ts';

// Like the generator's slot: the code is fetched once the section is within half a screen of the viewport.
const NEAR: IntersectionObserverInit = { rootMargin: '50% 0px' };

/** The HTML the server drew for the section `name`, while the page it came with is still on screen. */
function serverHtmlOf(name: string): string | undefined {
  if (typeof document === 'undefined') throw new Error(`section ${name} : appelez loadAllLater() avant de rendre la page sur le serveur`);
  return document.querySelector(`[data-prerendered] [data-deferred-section="${name}"]`)?.innerHTML;
}

/**
 * A section of a pre-rendered page whose code stays out of the page's first load (docs/public-pages.md
 * 'First load'). When the screen takes the place of the server's HTML, the section keeps showing the
 * HTML the server drew for it, so nothing moves, and its code is fetched when the visitor nears it;
 * its buttons answer from then on (its links work before, as full page loads). Without server HTML (a
 * navigation inside the app, tests) its code is fetched at once.
 */
export function deferredSection(name: string, importSection: () => Promise<ComponentType>): ComponentType {
  const code = loadLater(importSection);

  function DeferredSection() {
    const replacesServerHtml = useReplacesPrerenderedPage();
    const [serverHtml] = useState(() => (replacesServerHtml && !code.loaded ? serverHtmlOf(name) : undefined));
    const [Section, setSection] = useState(() => code.loaded);
    const box = useRef<HTMLDivElement>(null);
    const near = useInView(box, NEAR);
    const wanted = serverHtml === undefined || near;

    useEffect(() => {
      if (Section || !wanted) return;
      let mounted = true;
      code.load().then(
        // A transition: what the section still waits for (the FAQ's accordion) keeps the server's HTML
        // on screen instead of the page's fallback.
        (component) => mounted && startTransition(() => setSection(() => component)),
        // The server's HTML stays: its text and links are there, its buttons wait for the next visit.
        (error: unknown) => console.error(`[lettra] section ${name} non chargée`, error),
      );
      return () => {
        mounted = false;
      };
    }, [Section, wanted]);

    if (Section) {
      return (
        <div key="live" data-deferred-section={name}>
          <Section />
        </div>
      );
    }
    // `data-server-html`: its buttons do not answer yet; the shell's starter keeps a click on one and
    // makes it again on the live section (shell/src/start/start-on-intent.ts, shell/src/start/take-over.ts).
    return <div key="server" ref={box} data-deferred-section={name} data-server-html="" dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }} />;
  }
  DeferredSection.displayName = `DeferredSection(${name})`;
  return DeferredSection;
}
