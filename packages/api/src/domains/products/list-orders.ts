/**
 * GET /apis/actions/product-orders ?productId: the seller's orders, with who booked and where
 * to ship (docs/products.md#bookings).
 */
import { ZBookingsResponse, ZListOrdersQuery, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { tenantCurrency } from '../payments';
import { bookingsOf, toBookingView } from './bookings-store';
import { assertSellsProducts } from './store';

export const listOrders = definePrivateRoute(endpoints.listOrders, {
  summary: "The seller's orders: bookings of their products, newest first",
  description:
    "Each with the product, the customer and the shipping details (at most 200); productId keeps one product's. A tenant without products is 403 FORBIDDEN. See docs/products.md#bookings.",
  query: ZListOrdersQuery,
  response: ZBookingsResponse,
  handler: async ({ tenant, db, caller, query }) => {
    assertSellsProducts(tenant, caller);
    const rows = await bookingsOf(db, tenant.id, caller, {
      as: 'seller',
      productId: query.productId,
    });
    const currency = tenantCurrency(tenant);
    return {
      bookings: rows.map((row) => toBookingView(row, currency, ['product', 'customer'])),
    };
  },
});
