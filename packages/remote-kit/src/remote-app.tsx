import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RemoteAppProps, RemoteSectionName } from '@mp/contracts';
import { AreaContext, type AreaNavItem } from './area-context';
import { registerTranslations } from './i18n';
import { reportSharedModules } from './probe';

export interface RemoteAppOptions {
  /** The federation name the probe records under, e.g. `mf_jobs`. */
  name: string;
  namespace: string;
  resources: Resource;
  nav: readonly AreaNavItem[];
  Routes: ComponentType;
  /** The sections this remote renders inside other remotes' pages (REMOTE_SECTIONS). */
  sections?: Partial<Record<RemoteSectionName, ComponentType>>;
}

/**
 * The component a remote exposes as `./App`, mounted by the shell inside its router. The
 * language follows the shared i18next instance, which the host owns (`locale` mirrors it).
 */
export function createRemoteApp(options: RemoteAppOptions): ComponentType<RemoteAppProps> {
  const { name, namespace, resources, nav, Routes, sections = {} } = options;
  function RemoteApp(props: RemoteAppProps) {
    const { basePath = '', user, http, features, tenantId, section, mountSection } = props;
    const { enabledRemotes = null } = props;
    const { i18n } = useTranslation();
    // Registered before the first render so no screen flashes untranslated keys.
    useState(() => registerTranslations(i18n, namespace, resources));
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
  return RemoteApp;
}
