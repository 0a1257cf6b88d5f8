import { lazy, Suspense } from 'react';
import { useSession } from '../session';

// Everything the prompts need (dialogs, timers, feature evaluation) downloads after sign-in.
const SignedInPrompts = lazy(() =>
  import('./SignedInPrompts').then((m) => ({ default: m.SignedInPrompts })),
);

/** Payment alerts, survey popup, chat support, idle logout and switch users: signed-in only. */
export function PromptsHost() {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user) return null;
  return (
    <Suspense fallback={null}>
      <SignedInPrompts user={user} />
    </Suspense>
  );
}
