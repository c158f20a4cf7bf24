import { createContext, useContext } from 'react';

/**
 * True inside a screen that takes the place of its server-rendered HTML on the page's first load: it
 * must start as that HTML shows it (an article already there, not a pretended load), or the page
 * would visibly change when its code arrives (docs/public-pages.md 'Pre-rendered pages').
 */
export const PrerenderedPageContext = createContext(false);

export const useReplacesPrerenderedPage = () => useContext(PrerenderedPageContext);

/**
 * Where a pre-rendered page sits in the shell's layout: on the server the api writes the remote's HTML
 * inside it; in the browser it shows that HTML again until the remote's screen replaces it. The box
 * itself draws nothing (display: contents), so the page's layout is the screen's own.
 */
export function PrerenderedHtml({ html }: { html: string }) {
  return <div data-prerendered="" className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
