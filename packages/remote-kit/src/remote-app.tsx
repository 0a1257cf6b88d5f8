import { useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Namespace } from 'i18next';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import type { RemoteAppProps, RemoteSectionName } from '@mp/contracts';
import { MoneyProvider } from '@mp/ui';
import { AreaContext, type AreaNavItem } from './area-context';
import { addTranslations, type AppTranslations, type LoadLocale } from './i18n';
import { reportSharedModules } from './probe';
import { tenantMoneyFormat } from './tenant';

export interface RemoteAppOptions {
  /** The federation name the probe records under, e.g. `mf_jobs`. */
  name: string;
  /** The remote's area namespace, `src/locales/{lng}/{namespace}.json` (menu, screens). */
  namespace: string;
  /**
   * Namespaces of single features besides it, each `src/locales/{lng}/{name}.json` through the
   * same loader: fetched when a screen first reads one (it suspends until then), so teams adding
   * a feature never edit the area's files (e.g. mf-contracts-payments' `invoices`).
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
 * Amounts read in that language and the tenant's currency (`useMoney`, `Money` of @mp/ui).
 */
export function createRemoteApp(options: RemoteAppOptions): RemoteAppComponent {
  const { name, namespace, loadLocale, nav, Routes, sections = {} } = options;
  const translations: AppTranslations = {
    namespaces: [namespace, ...(options.featureNamespaces ?? [])],
    load: loadLocale,
  };
  function RemoteApp(props: RemoteAppProps) {
    const { basePath = '', user, http, features, tenantId, tenant, section, mountSection } = props;
    const { enabledRemotes = null } = props;
    // The host's instance: the one in context, else the page's (shared) one.
    const i18n = useContext(I18nContext)?.i18n ?? getI18n();
    useState(() => addTranslations(i18n, translations));
    // Suspends until the namespace is there: no screen shows untranslated keys.
    const { i18n: translator } = useTranslation(namespace as Namespace);
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
        tenant,
        mountSection: mountSection ?? null,
        enabledRemotes,
      }),
      [basePath, user, http, features, tenantId, tenant, mountSection, enabledRemotes],
    );
    const money = tenantMoneyFormat(tenant, translator.language);
    const Section = section === undefined ? undefined : sections[section];
    if (section !== undefined && !Section) {
      console.error(`[${name}] has no section "${section}"`);
      return null;
    }
    return (
      <AreaContext.Provider value={area}>
        <MoneyProvider format={money}>{Section ? <Section /> : <Routes />}</MoneyProvider>
      </AreaContext.Provider>
    );
  }
  RemoteApp.displayName = `RemoteApp(${name})`;
  return Object.assign(RemoteApp, { translations });
}
