import { lazy, Suspense, useContext } from 'react';
import { usePreloadNamespace } from '../../i18n';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { SessionControlsContext } from '../session/context';

// Everything the prompts need (dialogs, timers, feature evaluation, texts) downloads after sign-in.
const SignedInPrompts = lazy(() =>
  import('./SignedInPrompts').then((m) => ({ default: m.SignedInPrompts })),
);

/** Payment alerts, survey popup, chat support, idle logout and switch users: signed-in only. */
export function PromptsHost() {
  const { status, user } = useSession();
  // Without the provider's controls (a bare SessionContext, e.g. in a test) there is no session to act on.
  const controls = useContext(SessionControlsContext);
  const signedIn = status === 'authenticated' && user !== null && controls !== null;
  usePreloadNamespace(NAMESPACES.prompts, signedIn);
  if (!signedIn || !user) return null;
  return (
    <Suspense fallback={null}>
      <SignedInPrompts user={user} />
    </Suspense>
  );
}
