// The HTML of this remote's public pages, rendered by its build (federation-config/prerender.ts) and
// shipped with it: the api serves each page with its content before any script runs.
import { renderPage } from '@lettra/shared-ui/prerender';
import LandingPage from '../exposed/LandingPage.tsx';

export const PRERENDERED_PAGES: Record<string, string> = {
  '/': renderPage(<LandingPage />, { path: '/' }),
};
