import type { PremiumDayHtml } from './page-manifests.ts';

/** '23h59': the banner's time, as the browser shows it (shared-ui's formatFrenchTime), in the app's zone. */
function bannerTime(end: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(end);
  const part = (type: 'hour' | 'minute') => parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('hour')}h${part('minute')}`;
}

/**
 * A page drawn by its build during a stand-in premium day, dated with the real end: so the banner is
 * in the page from its first paint, and nothing moves when the screen, which knows the session,
 * takes its place (docs/public-pages.md 'Pre-rendered pages').
 */
export function datedForPremiumDay(page: PremiumDayHtml, end: Date, timeZone: string): string {
  return page.html
    .split(page.endsAt)
    .join(end.toISOString())
    .split(`>${page.shownAs}</time>`)
    .join(`>${bannerTime(end, timeZone)}</time>`);
}
