/**
 * The one routing API of the site. react-router is shared through this facade rather than
 * whole: a shared module is never tree-shaken, and the full package (framework mode, data
 * routers, server helpers) would cost about 61 KB gzip on the signed-out home page, where the
 * declarative subset below is all any app uses (docs/adr/0005-router-facade.md).
 * Every app imports routing from here, never from react-router or react-router-dom (lint rule).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavLinkProps,
  LinkProps,
  Params,
  PathMatch,
  To,
} from 'react-router';
