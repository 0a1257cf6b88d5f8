import { createRemoteApp } from '@mp/remote-kit';
import { NAMESPACE, resources } from '../i18n/resources';
import { AREA_NAV } from '../nav';
import { AreaRoutes } from '../routes';
import '../messaging.css';

/** The only module this remote exposes (`./App`), mounted by the shell inside its router. */
export const MessagingApp = createRemoteApp({
  name: 'mf_messaging',
  namespace: NAMESPACE,
  resources,
  nav: AREA_NAV,
  Routes: AreaRoutes,
});

export default MessagingApp;
