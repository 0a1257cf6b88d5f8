/** Optional catalogue fields are stored as NULL and answered as absent keys. */
export function withoutNulls<T extends Record<string, unknown>>(
  row: T,
): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}
