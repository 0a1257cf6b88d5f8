import { createRemoteApp } from '@mp/remote-kit';
import '../products.css';
import { loadLocale, NAMESPACE } from '../locales';
import { AREA_NAV } from '../nav';
import { AreaRoutes } from '../routes';

/** The only module this remote exposes (`./App`), mounted by the shell inside its router. */
export const ProductsApp = createRemoteApp({
  name: 'mf_products',
  namespace: NAMESPACE,
  loadLocale,
  nav: AREA_NAV,
  Routes: AreaRoutes,
});

export default ProductsApp;
