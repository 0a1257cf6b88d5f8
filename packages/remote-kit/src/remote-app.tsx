import { useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Namespace } from 'i18next';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { RemoteAppProps, RemoteSectionName } from '@mp/contracts';
import { AreaContext, type AreaNavItem } from './area-context';
import { addTranslations, type AppTranslations, type LoadLocale } from './i18n';
import { reportSharedModules } from './probe';

export interface RemoteAppOptions {
  /** The federation name the probe records under, e.g. `mf_jobs`. */
  name: string;
  /** The remote's main namespace, `src/locales/{lng}/{namespace}.json`: menu and screens. */
  namespace: string;
  /**
   * Namespaces of features with texts of their own (same loader), fetched when a screen first
   * asks for one with `useTranslation(ns)`, inside the host's Suspense.
   */
  featureNamespaces?: readonly string[];
  /** `(lng, ns) => import(\`./${lng}/${ns}.json\`)` in the remote's `src/locales/index.ts`. */
  loadLocale: LoadLocale;
  nav: readonly AreaNavItem[];
  Routes: ComponentType;
  /** The sections this remote renders inside other remotes' pages (REMOTE_SECTIONS). */
  sections?: Partial<Record<RemoteSectionName, ComponentType>>;
}

/** A remote's `./App`, with the translations it adds to the host's i18next instance. */
export type RemoteAppComponent = ComponentType<RemoteAppProps> & { translations: AppTranslations };

/**
 * The component a remote exposes as `./App`, mounted by the shell inside its router and a
 * Suspense boundary. The language follows the shared i18next instance, which the host owns
 * (`locale` mirrors it); the remote's namespace loads in that language before the first render.
 */
export function createRemoteApp(options: RemoteAppOptions): RemoteAppComponent {
  const { name, namespace, loadLocale, nav, Routes, sections = {} } = options;
  const namespaces = [namespace, ...(options.featureNamespaces ?? [])];
  const translations: AppTranslations = { namespaces, load: loadLocale };
  function RemoteApp(props: RemoteAppProps) {
    const { basePath = '', user, http, features, tenantId, section, mountSection } = props;
    const { enabledRemotes = null } = props;
    // The host's instance: the one in context, else the page's (shared) one.
    const i18n = useContext(I18nContext)?.i18n ?? getI18n();
    useState(() => addTranslations(i18n, translations));
    // Suspends until the namespace is there: no screen shows untranslated keys.
    useTranslation(namespace as Namespace);
    useEffect(() => reportSharedModules(name), []);
    const area = useMemo(
      () => ({
        basePath,
        user,
        namespace,
        nav,
        http,
        features,
        tenantId,
        mountSection: mountSection ?? null,
        enabledRemotes,
      }),
      [basePath, user, http, features, tenantId, mountSection, enabledRemotes],
    );
    const Section = section === undefined ? undefined : sections[section];
    if (section !== undefined && !Section) {
      console.error(`[${name}] has no section "${section}"`);
      return null;
    }
    return (
      <AreaContext.Provider value={area}>{Section ? <Section /> : <Routes />}</AreaContext.Provider>
    );
  }
  RemoteApp.displayName = `RemoteApp(${name})`;
  return Object.assign(RemoteApp, { translations });
}
