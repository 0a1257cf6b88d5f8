import type { Catalog } from './api';

/** Names of catalogue ids, in catalogue order; ids no longer in the catalogue are left out. */
export function namesOf(ids: readonly string[], list: readonly { id: string; name: string }[]) {
  const wanted = new Set(ids);
  return list.filter((entry) => wanted.has(entry.id)).map((entry) => entry.name);
}

export function serviceNames(catalog: Catalog | null, ids: readonly string[]): string[] {
  return catalog ? namesOf(ids, catalog.services) : [];
}

export function skillNames(catalog: Catalog | null, ids: readonly string[]): string[] {
  return catalog ? namesOf(ids, catalog.skills) : [];
}
