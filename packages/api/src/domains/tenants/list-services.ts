import { ZServicesResponse, endpoints } from '@mp/contracts';
import type { z } from 'zod';
import { definePublicRoute } from '../../http/route';
import { withoutNulls } from '../../tenancy';

type Service = z.output<typeof ZServicesResponse>[number];

export const listServices = definePublicRoute(endpoints.listServices, {
  summary: "The tenant's service catalogue",
  response: ZServicesResponse,
  handler: async ({ tenant, db }) => {
    const result = await db.query<{
      id: string;
      name: string;
      slug: string;
      description: string | null;
      icon: string | null;
    }>(
      'SELECT id, name, slug, description, icon FROM services WHERE tenant_id = $1 ORDER BY position, name, id',
      [tenant.id],
    );
    return result.rows.map((row) => withoutNulls(row) as Service);
  },
});
