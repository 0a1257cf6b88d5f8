import type { ShellSessionUser } from '../session';

export function SignedInPrompts({ user }: { user: ShellSessionUser }) {
  return <div className="mp-prompts" data-user={user.id} hidden />;
}
