/** What other domains use of files: finding stored files, their text and who may read them. */
export { mayRead } from './access';
export { fileErrors } from './errors';
export { checkKey } from './keys';
export { findFile, findFiles, storedText } from './store';
