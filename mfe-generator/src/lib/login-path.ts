/** Where a visitor is sent to sign in, with the page to come back to (docs/product.md §5 'Connexion requise'). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
