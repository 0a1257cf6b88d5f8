import { createContext, useContext } from 'react';
import type { MountSection } from '@mp/contracts';

export const MountSectionContext = createContext<MountSection | undefined>(undefined);

/** How remotes ask the shell to show another remote's section (RemoteAppProps.mountSection). */
export function useMountSection(): MountSection | undefined {
  return useContext(MountSectionContext);
}
