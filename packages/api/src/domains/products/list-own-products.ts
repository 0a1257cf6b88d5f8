import { ZListOwnProductsQuery, ZProductsPage, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { pageOfProducts } from './page';
import { assertSellsProducts } from './store';

export const listOwnProducts = definePrivateRoute(endpoints.listOwnProducts, {
  summary: 'The signed-in freelancer’s drafts (stage=draft) or live list (stage=live)',
  description:
    'Last modified first, in pages of 50: pass lastEvaluatedKey back as `from` until it is absent. Drafts include disapproved products (with the reason); the live list includes products waiting for approval. See docs/products.md#statuses.',
  query: ZListOwnProductsQuery,
  response: ZProductsPage,
  handler: async ({ tenant, db, caller, query }) => {
    assertSellsProducts(tenant, caller);
    return pageOfProducts(db, tenant, {
      where: ['t.tenant_id = $1', 't.author_id = $2', 't.stage = $3'],
      params: [tenant.id, caller.userId, query.stage],
      orderBy: 'last_modified',
      direction: 'DESC',
      from: query.from,
      limit: query.limit,
    });
  },
});
