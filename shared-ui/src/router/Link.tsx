// `Link` of '@lettra/shared-ui/router', on react-router's own hooks. react-router's Link also carries
// framework mode's prefetching (route modules, data and their <link> tags), which no app of a
// declarative router can use and which was most of the routing code on every first load
// (docs/public-pages.md 'First load'). Same props, same markup but react-router's `data-discover`
// mark, same navigation.
import { forwardRef, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type LinkProps } from 'react-router';

/** A URL with a scheme or protocol-relative: outside the router unless it is this page's origin. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** Where `to` leads in the app, or null when it leaves it (another origin, or any, on the server). */
function inApp(to: LinkProps['to']): LinkProps['to'] | null {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return to;
  if (typeof window === 'undefined') return null;
  try {
    const target = new URL(to, window.location.href);
    return target.origin === window.location.origin ? `${target.pathname}${target.search}${target.hash}` : null;
  } catch {
    return null;
  }
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    // Framework mode's options: nothing to do in a declarative router.
    discover: _discover,
    prefetch: _prefetch,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    ...rest
  },
  ref,
) {
  const local = inApp(to);
  const href = useHref(local ?? '/', { relative });
  const handleClick = useLinkClickHandler(local ?? '/', { replace, state, target, preventScrollReset, relative, viewTransition });
  const spa = local !== null && !reloadDocument;
  return (
    <a
      {...rest}
      ref={ref}
      href={local === null ? String(to) : href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (spa && !event.defaultPrevented) handleClick(event);
      }}
    />
  );
});
