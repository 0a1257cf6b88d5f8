/** GET /jobs/bookings ?with &as: the caller's bookings, made or sold (docs/products.md#bookings). */
import { ZBookingsResponse, ZListBookingsQuery, endpoints } from '@mp/contracts';
import { definePrivateRoute } from '../../http/route';
import { tenantCurrency } from '../payments';
import { bookingsOf, toBookingView } from './bookings-store';
import { sellsProducts } from './store';

export const listBookings = definePrivateRoute(endpoints.listBookings, {
  summary: "The caller's bookings: what they booked and what they sold, newest first",
  description:
    "A customer's bookings and a seller's sold bookings (at most 200). `as` (customer or seller) keeps one side; `with` (a comma-separated list of product, customer, seller) adds those beside each booking. A tenant without products has none. See docs/products.md#bookings.",
  query: ZListBookingsQuery,
  response: ZBookingsResponse,
  handler: async ({ tenant, db, caller, query }) => {
    if (!sellsProducts(tenant, caller)) return { bookings: [] };
    const rows = await bookingsOf(db, tenant.id, caller, { as: query.as });
    const currency = tenantCurrency(tenant);
    return { bookings: rows.map((row) => toBookingView(row, currency, query.with ?? [])) };
  },
});
