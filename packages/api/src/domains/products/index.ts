/** The products domain's public module: its search index, what the files domain needs. */
export { isMediaOfLiveProduct } from './media-access';
export { PRODUCTS_INDEX } from './search-index';
export { productsAwaitingApproval } from './pending-items';
