export type ContractHelpers = typeof import('./contract-helpers');

let pending: Promise<ContractHelpers> | null = null;

/** The zod-bound contract helpers, fetched once on first use (again after a failed fetch). */
export function loadContractHelpers(): Promise<ContractHelpers> {
  pending ??= import('./contract-helpers').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
