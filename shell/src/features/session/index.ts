export { SessionProvider, type SessionProviderProps } from './SessionProvider';
export { useSession, useSessionControls } from './context';
export { AsVisitor } from './AsVisitor';
export type {
  SessionControls,
  SessionStatus,
  SessionValue,
  ShellSessionUser,
  AttachedAccount,
} from './types';
export type { SignUpInput } from './engine-types';
export { readSignupState, type SignupState } from './signup-state';
export { landingPath, safeRedirect, forbiddenAction, ENTRY_PAGES } from './rules';
export { loadTenantFeatures } from './features';
