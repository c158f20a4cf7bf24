import { createContext, useContext } from 'react';
import type { Preview } from './preview-session.ts';

/** The remote this tab previews, if any (main.tsx decides it before the first render). */
export const PreviewContext = createContext<Preview | null>(null);

export const usePreview = () => useContext(PreviewContext);
