import { createRemoteApp } from '@mp/remote-kit';
import { loadLocale, NAMESPACE } from '../locales';
import { AREA_NAV } from '../nav';
import { AreaRoutes } from '../routes';
import '../proposals.css';

/** The only module this remote exposes (`./App`), mounted by the shell inside its router. */
export const ProposalsApp = createRemoteApp({
  name: 'mf_proposals',
  namespace: NAMESPACE,
  loadLocale,
  nav: AREA_NAV,
  Routes: AreaRoutes,
});

export default ProposalsApp;
