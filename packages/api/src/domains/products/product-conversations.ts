/**
 * GET /message/conversations ?uniqueName: the conversations about one product between its
 * seller and the customers who booked it (docs/products.md#conversations).
 */
import {
  ZProductConversationsQuery,
  ZProductConversationsResponse,
  endpoints,
} from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { channelSummariesOf } from '../messaging';
import { bookingsOf } from './bookings-store';
import { findProduct, maySee, productErrors, sellsProducts } from './store';

export const listProductConversations = definePrivateRoute(endpoints.listProductConversations, {
  summary: 'The conversations about a product the caller booked or sells',
  description:
    "A customer gets the conversation of each booking they made of the product; its seller gets every customer's. A product the caller may not see (or of another tenant) is 404 PRODUCT_NOT_FOUND naming query.uniqueName; none booked is an empty list. See docs/products.md#conversations.",
  query: ZProductConversationsQuery,
  response: ZProductConversationsResponse,
  handler: async ({ tenant, db, caller, query }) => {
    const notFound = () => productErrors.notFound(undefined, 'query.uniqueName');
    if (!sellsProducts(tenant, caller)) throw notFound();
    const product = await findProduct(db, tenant.id, { uniqueName: query.uniqueName });
    if (product === null) throw notFound();
    const bookings = await bookingsOf(db, tenant.id, caller, { productId: product.id });
    if (bookings.length === 0 && !maySee(product, caller)) throw notFound();
    const channelIds = bookings.flatMap((row) => (row.channel_id === null ? [] : [row.channel_id]));
    return {
      conversations: await channelSummariesOf(db, tenant.id, caller.userId, [
        ...new Set(channelIds),
      ]),
    };
  },
});
