// The parts of react-router the apps use, shared as one federation singleton under
// '@lettra/shared-ui/router'. A shared module is built with all of its exports, since any remote may
// ask for any of them; sharing react-router-dom itself put the whole library, data routers and
// server rendering included, on every first load (docs/federation.md §2). App code imports routing
// from here only (eslint.config.js); tests may build their routers from react-router directly.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
