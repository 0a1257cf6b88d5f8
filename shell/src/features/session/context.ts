import { createContext, useContext } from 'react';
import type { SessionControls, SessionValue } from './types';

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
