import { expect, type Page, type Request } from '@playwright/test';

/**
 * The page's requests to the api that have not had their answer yet, counted from the call on (the
 * journey's own `page.request` calls are not the page's). A journey that changes the server behind the
 * page's back, a session ended elsewhere, first waits until none is on its way: a read the page sent
 * before would otherwise meet the change, and the page would rightly react to it before the journey acts.
 */
export function trackApiRequests(page: Page) {
  const waiting = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) waiting.add(request);
  });
  const answered = (request: Request) => waiting.delete(request);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return {
    /** Resolves once every request the page sent to the api has had its answer (or failed). */
    settled: () =>
      expect.poll(() => [...waiting].map((request) => `${request.method()} ${request.url()}`), { message: 'requêtes à l’api en cours' }).toEqual([]),
  };
}
