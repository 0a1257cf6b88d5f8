import {
  API_ERROR_CODES,
  ZDeletedPortfolioItem,
  ZPortfolioItemParams,
  endpoints,
} from '@mp/contracts';
import { HttpError } from '../../http/errors';
import { definePrivateRoute } from '../../http/route';
import { deleteOwnItem } from './store';

export const deletePortfolioItem = definePrivateRoute(endpoints.deletePortfolioItem, {
  summary: "Removes an item from the caller's portfolio",
  description:
    "Only the owner removes an item: anyone else's, and every other tenant's, is 404 PORTFOLIO_ITEM_NOT_FOUND. The uploaded file stays the owner's.",
  params: ZPortfolioItemParams,
  response: ZDeletedPortfolioItem,
  handler: async ({ tenant, db, caller, params }) => {
    if (!(await deleteOwnItem(db, tenant.id, params.itemId, caller.userId))) {
      throw new HttpError(
        404,
        API_ERROR_CODES.portfolioItemNotFound,
        'No such portfolio item of yours',
      );
    }
    return { itemId: params.itemId, deleted: true as const };
  },
});
