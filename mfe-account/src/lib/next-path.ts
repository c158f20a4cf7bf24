/**
 * The `?next=` target after login or signup, kept only when it is a path on this site: an absolute URL or a
 * protocol-relative `//host` would turn the login form into an open redirect to someone else's page.
 */
export function safeNextPath(next: string | null, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Browsers drop tabs and line breaks from URLs, so '/\t/evil.example' would still leave the site.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  const url = new URL(next, 'https://lettra.invalid');
  if (url.origin !== 'https://lettra.invalid') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
