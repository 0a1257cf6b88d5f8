import { ZServicesResponse, endpoints } from '@mp/contracts';
import type { z } from 'zod';
import { definePublicRoute } from '../../http/route';
import { withoutNulls } from '../../tenancy';
import { listServiceRows } from './catalogue-store';

type Service = z.output<typeof ZServicesResponse>[number];

export const listServices = definePublicRoute(endpoints.listServices, {
  summary: "The tenant's service catalogue",
  response: ZServicesResponse,
  handler: async ({ tenant, db }) =>
    (await listServiceRows(db, tenant.id)).map((row) => withoutNulls({ ...row }) as Service),
});
