import { loginPathWithNext } from '@lettra/shared-ui';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  // Every row that is not a plain path on this site is a way to bounce a freshly signed-in user elsewhere.
  it.each([
    ['/checkout', '/checkout'],
    ['/dashboard?tab=favorites#top', '/dashboard?tab=favorites#top'],
    ['/checkout?session_id=cs_123', '/checkout?session_id=cs_123'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['checkout', '/dashboard'],
    ['https://evil.example/login', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/\t/evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ])('turns next=%j into %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('falls back to the given path', () => {
    expect(safeNextPath('https://evil.example', '/')).toBe('/');
  });
});

// shared-ui's, which the session's expiry and the checkout use: it must round-trip through this page.
describe('loginPathWithNext', () => {
  it.each([
    ['/checkout', '/login?next=/checkout'],
    ['/checkout?session_id=cs_1&x=2', '/login?next=/checkout%3Fsession_id%3Dcs_1%26x%3D2'],
  ])('sends %j to %j', (path, expected) => {
    expect(loginPathWithNext(path)).toBe(expected);
  });

  it('round-trips through the login page', () => {
    const next = new URL(loginPathWithNext('/checkout?session_id=cs_1'), 'https://lettra.fr').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/checkout?session_id=cs_1');
  });
});
