/**
 * Where a visitor is sent to sign in, with the page to come back to (docs/product.md §5 'Connexion requise'),
 * and the section of it to scroll back to when the generator sits in one.
 */
export function loginPathFor(location: { pathname: string; search: string }, section: string | null = null): string {
  const hash = section ? `#${section}` : '';
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search}${hash}`)}`;
}
