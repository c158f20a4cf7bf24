// The parts of react-router the apps use, shared as one federation singleton under
// '@lettra/shared-ui/router'. A shared module is built with all of its exports, since any remote may
// ask for any of them; sharing react-router-dom itself put the whole library, data routers and
// server rendering included, on every first load (docs/federation.md §2). App code imports routing
// from here only (eslint.config.js); tests may build their routers from react-router directly.
// Link, NavLink, Routes and Route are this package's, on react-router's hooks and contexts, without
// what only its framework mode and data routers use (prefetching, loaders' error and hydration states).
export { Link } from './router/Link.tsx';
export { NavLink } from './router/NavLink.tsx';
export { Route, Routes } from './router/Routes.tsx';
export {
  BrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
