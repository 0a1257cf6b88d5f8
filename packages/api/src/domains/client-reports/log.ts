import type { ClientReport } from '@mp/contracts';
import type { FastifyBaseLogger } from 'fastify';

/**
 * One report as one log line: errors at warn (they are faults), vitals at info, both under the
 * `clientReport` key so log queries find them (docs/observability.md#what-pages-report).
 */
export function logClientReport(
  log: FastifyBaseLogger,
  tenantId: string,
  report: ClientReport,
): void {
  if (report.kind === 'error') {
    const { message, source, stack, path } = report;
    log.warn({ clientReport: { kind: 'error', tenantId, path, source, stack } }, message);
    return;
  }
  const { name, value, rating, path } = report;
  log.info(
    { clientReport: { kind: 'vital', tenantId, path, name, value, rating } },
    `web vital ${name}`,
  );
}
