// `Routes` and `Route` of '@lettra/shared-ui/router': react-router's route ranking and matching for the
// declarative routes the apps write (a layout route and its pages, nesting, a splat, index routes), on
// its own contexts, so its hooks (useParams, Outlet, useNavigate…) read what is matched here, and its
// MemoryRouter and StaticRouter still drive it. react-router's Routes also renders data routers' error
// and hydration states, which a declarative router never has (docs/public-pages.md 'First load').
import { Children, Fragment, isValidElement, use, type ReactElement, type ReactNode } from 'react';
import { matchPath, Outlet, UNSAFE_RouteContext as RouteContext, useLocation, type RouteMatch, type RouteObject, type RouteProps, type RoutesProps } from 'react-router';

/** A route as declared: its path and element, and the routes below it. */
interface Declared {
  path?: string;
  index: boolean;
  caseSensitive: boolean;
  element: ReactNode;
  children: Declared[];
}

/** One way down the declared tree to a route that can be shown, with its full path. */
interface Branch {
  path: string;
  score: number;
  chain: Declared[];
}

/** Only ever read by `Routes`, as react-router's Route is. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('<Route> ne se rend que dans <Routes>.');
}

function declared(children: ReactNode): Declared[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<RouteProps & { children?: ReactNode }>(child)) return [];
    if (child.type === Fragment) return declared(child.props.children);
    const { path, index = false, caseSensitive = false, element, children: nested } = child.props;
    return [{ path, index, caseSensitive, element, children: index ? [] : declared(nested) }];
  });
}

const join = (base: string, path: string | undefined) =>
  path === undefined ? base : path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

/** react-router's ranking: static segments before parameters before an empty one, a splat last. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  return segments
    .filter((segment) => segment !== '*')
    .reduce((total, segment) => total + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

/** Every route that can be shown (a leaf, or one with an element of its own), with the routes above it. */
function branches(routes: Declared[], base = '', above: Declared[] = []): Branch[] {
  return routes.flatMap((route) => {
    const path = join(base, route.path);
    const chain = [...above, route];
    const below = branches(route.children, path, chain);
    const own = route.path !== undefined || route.index ? [{ path: path || '/', score: score(path || '/', route.index), chain }] : [];
    return [...below, ...own];
  });
}

/** The path with each segment decoded ('caf%C3%A9' → 'café'), as react-router matches it; as it is if malformed. */
function decoded(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The matches of one branch for `pathname`, a level each, as react-router's RouteContext holds them. */
function matchBranch(branch: Branch, pathname: string, parent: RouteMatch | undefined): RouteMatch[] | null {
  const full = matchPath({ path: branch.path, caseSensitive: branch.chain.at(-1)!.caseSensitive, end: true }, pathname);
  if (!full) return null;
  // A nested Routes' params add to its parent route's, and its paths continue the parent's.
  const params = { ...parent?.params, ...full.params };
  const parentBase = parent?.pathnameBase ?? '/';
  const under = (path: string) => (parentBase === '/' ? path : `${parentBase}${path === '/' ? '' : path}`);
  let base = '';
  return branch.chain.map((route) => {
    base = join(base, route.path);
    const level = matchPath({ path: base || '/', end: false }, pathname);
    return { params, pathname: under(level?.pathname ?? pathname), pathnameBase: under(level?.pathnameBase ?? '/'), route: route as unknown as RouteObject };
  });
}

export function Routes({ children, location }: RoutesProps): ReactElement | null {
  const parent = use(RouteContext);
  const here = useLocation();
  const pathname = decoded(typeof location === 'string' ? location.split(/[?#]/)[0]! : (location?.pathname ?? here.pathname));
  // Below a route of a parent <Routes>, paths are read from where that route's own path ends.
  const above = parent.matches.at(-1);
  const parentBase = above?.pathnameBase ?? '/';
  const rest = parentBase === '/' ? pathname : pathname.slice(parentBase.length) || '/';
  const ranked = branches(declared(children))
    .map((branch, order) => ({ branch, order }))
    .sort((a, b) => b.branch.score - a.branch.score || a.order - b.order);
  for (const { branch } of ranked) {
    const matches = matchBranch(branch, rest, above);
    if (!matches) continue;
    const all = [...parent.matches, ...matches];
    return matches.reduceRight<ReactElement | null>((outlet, _match, level) => {
      const route = branch.chain[level]!;
      return (
        <RouteContext value={{ outlet, matches: all.slice(0, parent.matches.length + level + 1), isDataRoute: false }}>
          {route.element === undefined ? <Outlet /> : route.element}
        </RouteContext>
      );
    }, null);
  }
  return null;
}
