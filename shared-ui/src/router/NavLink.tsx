// `NavLink` of '@lettra/shared-ui/router': react-router's rules for the current page, on its hooks, over
// the lighter Link beside it (Link.tsx). A declarative router knows no pending navigation nor view
// transition, so `isPending` and `isTransitioning` are always false, as react-router's are there.
import { forwardRef } from 'react';
import { useLocation, useResolvedPath, type NavLinkProps } from 'react-router';
import { Link } from './Link.tsx';

/** Whether the page at `here` is the one `to` leads to, or below it unless `end` (react-router's rule). */
function isCurrentPage(here: string, to: string, { end = false, caseSensitive = false } = {}): boolean {
  const location = caseSensitive ? here : here.toLowerCase();
  const target = caseSensitive ? to : to.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return location === target || (!end && location.startsWith(target) && location.charAt(endSlash) === '/');
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, to, children, ...rest },
  ref,
) {
  const { pathname } = useResolvedPath(to, { relative: rest.relative });
  const isActive = isCurrentPage(useLocation().pathname, pathname, { end, caseSensitive });
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});
