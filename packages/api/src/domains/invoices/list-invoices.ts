/** GET /payment/invoices: the caller's invoices, newest first, in pages (docs/payments.md#invoices). */
import {
  endpoints,
  INVOICE_PAGE_SIZE,
  ZInvoicesPage,
  ZListInvoicesQuery,
  type InvoicesPage,
} from '@mp/contracts';
import type { z } from 'zod';
import type { Queryable, SqlParam } from '../../db/types';
import { decodeCursor, encodeCursor, exactTime } from '../../http/keyset-cursor';
import { definePrivateRoute, type Caller } from '../../http/route';
import { listedBy } from './access';
import { INVOICE_COLUMNS, toInvoiceView, type InvoiceRow } from './rows';

type Query = z.output<typeof ZListInvoicesQuery>;

const startOfDay = (day: string) => `${day}T00:00:00.000Z`;

function nextDay(day: string): string {
  const date = new Date(startOfDay(day));
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** The filters' SQL conditions (the caller's own invoices first), adding their parameters. */
function filters(caller: Caller, query: Query, params: SqlParam[]): string[] {
  const where = ['tenant_id = $1', listedBy(caller, params)];
  const add = (condition: (placeholder: string) => string, value: SqlParam) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (query.jobId !== undefined) add((p) => `job_id = ${p}`, query.jobId);
  if (query.since !== undefined)
    add((p) => `issued_at >= ${p}::timestamptz`, startOfDay(query.since));
  if (query.until !== undefined) add((p) => `issued_at < ${p}::timestamptz`, nextDay(query.until));
  return where;
}

/** Every job the caller has invoices for, the latest invoiced first, with its latest title. */
async function invoicedJobs(db: Queryable, tenantId: string, caller: Caller) {
  const params: SqlParam[] = [tenantId];
  const listed = listedBy(caller, params);
  const result = await db.query<{ job_id: string; title: string | null }>(
    `SELECT job_id, (array_agg(job_title ORDER BY issued_at DESC))[1] AS title
       FROM invoices WHERE tenant_id = $1 AND ${listed} AND job_id IS NOT NULL
      GROUP BY job_id ORDER BY max(issued_at) DESC`,
    params,
  );
  return result.rows.map((row) => ({ jobId: row.job_id, title: row.title ?? '' }));
}

export async function listInvoicesOf(
  db: Queryable,
  tenantId: string,
  caller: Caller,
  query: Query,
): Promise<InvoicesPage> {
  const size = query.size ?? INVOICE_PAGE_SIZE.default;
  const params: SqlParam[] = [tenantId];
  const where = filters(caller, query, params);
  if (query.from !== undefined) {
    const [issuedAt, , id] = decodeCursor(query.from, 'query.from');
    params.push(issuedAt, id);
    where.push(`(issued_at, id) < ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  params.push(size + 1);
  const result = await db.query<InvoiceRow & { issued_key: string }>(
    `SELECT ${INVOICE_COLUMNS}, ${exactTime('issued_at')} AS issued_key FROM invoices
      WHERE ${where.join(' AND ')}
      ORDER BY issued_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  const rows = result.rows.slice(0, size);
  const last = rows[rows.length - 1];
  const page: InvoicesPage = {
    invoices: rows.map(toInvoiceView),
    jobs: await invoicedJobs(db, tenantId, caller),
  };
  if (result.rows.length > size && last !== undefined)
    page.lastEvaluatedKey = encodeCursor([last.issued_key, last.issued_key, last.id]);
  return page;
}

export const listInvoices = definePrivateRoute(endpoints.listInvoices, {
  summary: "The caller's invoices, newest first, in pages (size, default 20, at most 50)",
  description:
    "A customer's are the invoices of what they paid, a freelancer's those of what was paid to them, an administrator's all of the tenant's. Filters: jobId, and since / until (days in UTC, both included). `jobs` lists every job the caller has invoices for, for a job filter. Pass lastEvaluatedKey back as `from` until it is absent.",
  query: ZListInvoicesQuery,
  response: ZInvoicesPage,
  handler: async ({ tenant, db, caller, query }) => listInvoicesOf(db, tenant.id, caller, query),
});
