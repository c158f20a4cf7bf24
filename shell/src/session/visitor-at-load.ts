import { createContext, useContext } from 'react';

// A pre-rendered page asked for without the session cookie arrives with the signed-out account links
// already drawn by the api (docs/public-pages.md 'First load'). The shell's first render keeps them
// while it reads the session, so they neither vanish nor move when the scripts take over; a request
// with the cookie gets the links' room kept empty, as before.

/** What marks the signed-out links the server drew (AccountLinks' `data-account-links`). */
const DRAWN_FOR_A_VISITOR = '#root [data-account-links="visitor"]';

/** Read before React first renders into #root, which replaces what the server drew. */
export function readVisitorAtLoad(document: Document): boolean {
  return document.querySelector(DRAWN_FOR_A_VISITOR) !== null;
}

/** The page was served to a request without the session cookie, with the signed-out links drawn. */
export const VisitorAtLoadContext = createContext(false);

export const useVisitorAtLoad = () => useContext(VisitorAtLoadContext);
