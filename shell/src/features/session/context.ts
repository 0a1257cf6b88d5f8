import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@mp/contracts';
import type { ActiveSession, SessionEngine } from './engine-types';
import type { SessionValue, ShellSessionUser } from './types';

export interface SessionControls {
  config: RuntimeConfig;
  tenantId: string;
  /** Loads the identity engine (amazon-cognito-identity-js + SigV4 signer) on demand. */
  engine(): Promise<SessionEngine>;
  /** Adopts a fresh sign-in: installs the signer, loads `/users/me`, marks the session authenticated. */
  adopt(session: ActiveSession): Promise<ShellSessionUser>;
  /** Ends the session on this page only, leaving its refresh token valid (switching accounts). */
  leave(): Promise<void>;
  /** Re-reads `/users/me` (after a profile change). */
  reload(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);
export const SessionControlsContext = createContext<SessionControls | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

export function useSessionControls(): SessionControls {
  const value = useContext(SessionControlsContext);
  if (!value) throw new Error('useSessionControls needs a SessionProvider');
  return value;
}
