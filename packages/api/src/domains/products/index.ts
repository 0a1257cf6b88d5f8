/** The products domain's public module: what the files domain needs of products. */
export { isMediaOfLiveProduct } from './media-access';
