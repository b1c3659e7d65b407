/**
 * What the federation shares as `react-router-dom` (tools/webpack.federation.cjs, issue 12): the
 * names the shell, the remotes and shared-ui use, from the package's own sources. A shared module is
 * never tree-shaken (webpack cannot know what another build will import), so sharing the package
 * itself put all of React Router (server rendering, framework mode, RSC helpers) on the login page.
 * The version provided is react-router-dom's. eslint.config.mjs reads the names below and refuses
 * any other import from react-router-dom: a front end that needs another name adds it here.
 *
 * The shell routes in declarative mode (`BrowserRouter` + `useRoutes`), not with a data router
 * (`createBrowserRouter`): the apps use no loader, action or fetcher, and the data router's code
 * was 13.5 KB of the login page's brotli bytes (24.1 -> 10.6 KB measured on 2026-11-26).
 * `UNSAFE_NavigationContext` gives the router's history, whose address is the last one written
 * (shared-ui useAddressUpdate). No comment inside the list: eslint.config.mjs reads it as names.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
