/** What other domains use of files: finding a stored file and who may read it. */
export { mayRead } from './access';
export { fileErrors } from './errors';
export { checkKey } from './keys';
export { findFile } from './store';
