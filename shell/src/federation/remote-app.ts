import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from '@mp/contracts';

export type RemoteApp = ComponentType<RemoteAppProps>;
export type RemoteAppLoader = (name: RemoteName) => Promise<RemoteApp>;

/** How areas get a remote's App; the federation loader in the site, any loader in tests. */
export const RemoteLoaderContext = createContext<RemoteAppLoader | null>(null);

export function useRemoteLoader(): RemoteAppLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderContext is not provided');
  return loader;
}
