/**
 * What the federation shares as `react-router-dom` (tools/webpack.federation.cjs, issue 12): the
 * names the shell, the remotes and shared-ui use, from the package's own sources. A shared module is
 * never tree-shaken (webpack cannot know what another build will import), so sharing the package
 * itself put all of React Router (server rendering, framework mode, RSC helpers) on the login page.
 * The version provided is react-router-dom's. eslint.config.mjs reads the names below and refuses
 * any other import from react-router-dom: a front end that needs another name adds it here.
 */
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  isRouteErrorResponse,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
