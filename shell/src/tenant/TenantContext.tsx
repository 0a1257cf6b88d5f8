import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  evaluateFeature,
  isRemoteEnabled,
  type FeatureContext,
  type RemoteName,
  type TenantFeatures,
} from '@mp/contracts';
import { INITIAL_TENANT_DATA, type TenantData, type TenantResourceName } from './load-tenant';

export interface TenantSource {
  /** Current data; `subscribe` tells when any resource settles. */
  get(): TenantData;
  subscribe(listener: () => void): () => void;
}

/** A store fed by `loadTenantData`, created before React renders so the loads start at once. */
export function createTenantSource(): TenantSource & {
  update<K extends TenantResourceName>(name: K, resource: TenantData[K]): void;
} {
  let data: TenantData = INITIAL_TENANT_DATA;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(name, resource) {
      data = { ...data, [name]: resource };
      for (const listener of listeners) listener();
    },
  };
}

const TenantDataContext = createContext<TenantData>(INITIAL_TENANT_DATA);

export function TenantDataProvider({
  source,
  children,
}: {
  source: TenantSource;
  children: ReactNode;
}) {
  const [data, setData] = useState(source.get);
  useEffect(() => {
    setData(source.get());
    return source.subscribe(() => setData(source.get()));
  }, [source]);
  return <TenantDataContext.Provider value={data}>{children}</TenantDataContext.Provider>;
}

export function useTenantData(): TenantData {
  return useContext(TenantDataContext);
}

/** Every switch of the tenant evaluated for this user (signed out: no role). */
export function evaluateFeatures(
  features: TenantFeatures | null,
  ctx: FeatureContext,
): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const name of Object.keys(features ?? {})) {
    out[name] = evaluateFeature(features, name, ctx).enabled;
  }
  return out;
}

/** Remotes the runtime config allows whose tenant switch is not off for this user. */
export function remotesFor(
  configured: readonly RemoteName[],
  features: TenantFeatures | null,
  ctx: FeatureContext,
): RemoteName[] {
  return configured.filter((name) => isRemoteEnabled(features, name, ctx));
}
