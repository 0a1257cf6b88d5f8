import { ZPortfolio, ZPortfolioQuery, endpoints } from '@mp/contracts';
import { definePublicRoute } from '../../http/route';
import { requireVisibleUser } from '../users';
import { listItems } from './store';

export const listPortfolio = definePublicRoute(endpoints.listPortfolio, {
  summary: "A freelancer's portfolio, newest first",
  description:
    'Public. 404 USER_NOT_FOUND for a user not in this tenant or deactivated; users who are not freelancers have none.',
  query: ZPortfolioQuery,
  response: ZPortfolio,
  handler: async ({ tenant, db, query }) => {
    const user = await requireVisibleUser(db, tenant.id, query.userId);
    return { items: await listItems(db, tenant.id, user.id) };
  },
});
