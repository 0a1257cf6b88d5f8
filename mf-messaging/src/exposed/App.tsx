import { createRemoteApp } from '@mp/remote-kit';
import { loadLocale, NAMESPACE } from '../locales';
import { AREA_NAV } from '../nav';
import { AreaRoutes } from '../routes';
import '../messaging.css';

/** The only module this remote exposes (`./App`), mounted by the shell inside its router. */
export const MessagingApp = createRemoteApp({
  name: 'mf_messaging',
  namespace: NAMESPACE,
  loadLocale,
  nav: AREA_NAV,
  Routes: AreaRoutes,
});

export default MessagingApp;
