import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@mp/ui';
import { usePreloadNamespace } from '../../i18n';
import { NAMESPACES } from '../../locales';

export type AuthScreenName =
  'login' | 'register' | 'customer-register' | 'unauthorized' | 'loginas' | 'callback';

// Each screen (and amazon-cognito-identity-js behind it) downloads only when it is opened,
// together with the auth texts in the language on screen.
const screens = {
  login: lazy(() => import('./screens/LoginScreen').then((m) => ({ default: m.LoginScreen }))),
  register: lazy(() =>
    import('./screens/RegisterScreen').then((m) => ({ default: m.FreelancerRegisterScreen })),
  ),
  'customer-register': lazy(() =>
    import('./screens/RegisterScreen').then((m) => ({ default: m.CustomerRegisterScreen })),
  ),
  unauthorized: lazy(() =>
    import('./screens/UnauthorizedScreen').then((m) => ({ default: m.UnauthorizedScreen })),
  ),
  loginas: lazy(() =>
    import('./screens/LoginAsScreen').then((m) => ({ default: m.LoginAsScreen })),
  ),
  callback: lazy(() =>
    import('./screens/CallbackScreen').then((m) => ({ default: m.CallbackScreen })),
  ),
} as const;

function withSuspense(Screen: ComponentType): ComponentType {
  return function AuthScreen() {
    usePreloadNamespace(NAMESPACES.auth);
    return createElement(
      Suspense,
      { fallback: createElement(Spinner, { label: 'Loading' }) },
      createElement(Screen),
    );
  };
}

/** The shell's auth screens by route name (A maps `/login` -> `login`, ...). */
export const AUTH_SCREENS: Record<AuthScreenName, ComponentType> = {
  login: withSuspense(screens.login),
  register: withSuspense(screens.register),
  'customer-register': withSuspense(screens['customer-register']),
  unauthorized: withSuspense(screens.unauthorized),
  loginas: withSuspense(screens.loginas),
  callback: withSuspense(screens.callback),
};

const PasswordChange = lazy(() =>
  import('./PasswordChangeSection').then((m) => ({ default: m.PasswordChange })),
);

/** The settings page's password change, a section the shell renders (REMOTE_SECTIONS). */
export const PasswordChangeSection = withSuspense(PasswordChange);
