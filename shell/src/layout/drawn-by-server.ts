import { createContext, useContext } from 'react';

// The shell's build draws its layout for the server's HTML (shell/src/prerender/frames.tsx): what must
// work there before any script, the phone menu, is drawn with the browser's own means (a popover).

/** The layout is drawn for frames.json, not by the running shell. */
export const DrawnByServerContext = createContext(false);

export const useDrawnByServer = () => useContext(DrawnByServerContext);
