import type { RemoteSectionName } from '@mp/contracts';
import { PasswordChangeSection } from '../features/auth';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** The sections the shell itself renders in a remote's page (REMOTE_SECTIONS owned by `shell`). */
export function ShellSection({ name }: { name: RemoteSectionName }) {
  if (name === 'password-change') return <PasswordChangeSection />;
  if (name === 'language-preference') return <LanguageSwitch />;
  return null;
}
