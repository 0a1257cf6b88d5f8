import type { RemoteSectionName } from '@mp/contracts';
import { PasswordChangeSection } from '../features/auth';

/** The sections the shell itself renders in a remote's page (REMOTE_SECTIONS owned by `shell`). */
export function ShellSection({ name }: { name: RemoteSectionName }) {
  return name === 'password-change' ? <PasswordChangeSection /> : null;
}
