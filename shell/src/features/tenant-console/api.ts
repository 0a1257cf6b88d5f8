/** The tenant console's calls (docs/tenant-console.md#calls). */
import {
  getTenantConfigDraft,
  listTenantConfigVersions,
  publishTenantConfig,
  rollBackTenantConfig,
  saveTenantConfigDraft,
  type ApiClient,
  type TenantConfig,
  type TenantConfigDraft,
  type TenantConfigVersion,
} from '@mp/contracts';

export function readDraft(http: ApiClient): Promise<TenantConfigDraft> {
  return http.call(getTenantConfigDraft, {});
}

export function saveDraft(http: ApiClient, config: TenantConfig): Promise<TenantConfigDraft> {
  return http.call(saveTenantConfigDraft, { body: config });
}

export function publishDraft(http: ApiClient): Promise<TenantConfigVersion> {
  return http.call(publishTenantConfig, { body: {} });
}

export async function readVersions(http: ApiClient): Promise<TenantConfigVersion[]> {
  return (await http.call(listTenantConfigVersions, {})).versions;
}

export function rollBackTo(http: ApiClient, version: number): Promise<TenantConfigVersion> {
  return http.call(rollBackTenantConfig, { params: { version }, body: {} });
}
