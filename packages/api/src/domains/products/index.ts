/**
 * The products domain's public module: its search index, what the files domain needs, and the
 * bookings' completion (wired to milestone sign-offs by the composition root) the reviews read.
 */
export { bookingOfJob, completeBookingOfMilestone } from './complete-booking';
export { isMediaOfLiveProduct } from './media-access';
export { PRODUCTS_INDEX } from './search-index';
export { productsAwaitingApproval } from './pending-items';
