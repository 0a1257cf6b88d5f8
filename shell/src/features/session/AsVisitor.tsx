import { useMemo, type ReactNode } from 'react';
import { SessionContext, useSession } from './context';
import type { SessionValue } from './types';

/**
 * Shows its children as a signed-out visitor sees them, without signing out: the tenant
 * console's preview frames paint the draft on the public page (docs/tenant-console.md#live-preview).
 */
export function AsVisitor({ active, children }: { active: boolean; children: ReactNode }) {
  const session = useSession();
  const value = useMemo<SessionValue>(
    () => (active ? { ...session, status: 'anonymous', user: null } : session),
    [active, session],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
