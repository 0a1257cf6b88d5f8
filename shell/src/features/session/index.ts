export { SessionProvider, type SessionProviderProps } from './SessionProvider';
export { useSession, useSessionControls, type SessionControls } from './context';
export type { SessionStatus, SessionValue, ShellSessionUser, AttachedAccount } from './types';
export { landingPath, safeRedirect, forbiddenAction, ENTRY_PAGES } from './rules';
export { loadTenantFeatures } from './features';
