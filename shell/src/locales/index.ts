// The shell's texts: `./{lng}/{ns}.json` per language and namespace, English the reference.
// Each file is its own chunk; i18next loads a namespace only in the language on screen.
// See docs/ARCHITECTURE.md#translations.
import type { ParseKeys } from 'i18next';
import type { AppTranslations } from '@mp/remote-kit';
import type admin from './en/admin.json';
import type auth from './en/auth.json';
import type tenantConsole from './en/console.json';
import type live from './en/live.json';
import type notifications from './en/notifications.json';
import type operator from './en/operator.json';
import type prompts from './en/prompts.json';
import type shell from './en/shell.json';

/** `shell` is there from the start; each other namespace loads with the feature that uses it. */
export const NAMESPACES = {
  shell: 'shell',
  auth: 'auth',
  admin: 'admin',
  prompts: 'prompts',
  live: 'live',
  notifications: 'notifications',
  console: 'console',
  operator: 'operator',
} as const;

export type ShellNamespace = (typeof NAMESPACES)[keyof typeof NAMESPACES];

/** A key of one of the shell's namespaces (`shell` by default), checked against the English file. */
export type TextKey<N extends ShellNamespace = 'shell'> = ParseKeys<N>;

/** The English texts of the shell namespace, the shape every language has. */
export type ShellTexts = typeof shell;

export const SHELL_TRANSLATIONS: AppTranslations = {
  namespaces: Object.values(NAMESPACES),
  load: (language, namespace) =>
    import(/* webpackChunkName: "locale-[request]" */ `./${language}/${namespace}.json`),
};

// Typed keys: `useTranslation()` (the shell namespace) and `useTranslation(NAMESPACES.auth)` check
// every key against the English files (i18next's augmentation; each app adds its namespaces to
// AppNamespaces, see docs/ARCHITECTURE.md).
declare module 'i18next' {
  interface AppNamespaces {
    shell: typeof shell;
    auth: typeof auth;
    admin: typeof admin;
    prompts: typeof prompts;
    live: typeof live;
    notifications: typeof notifications;
    console: typeof tenantConsole;
    operator: typeof operator;
  }
  interface CustomTypeOptions {
    resources: AppNamespaces;
    defaultNS: 'shell';
  }
}
