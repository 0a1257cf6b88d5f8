/** What other domains use of files: finding stored files, their text and who may read them. */
export { mayRead } from './access';
export { fileErrors } from './errors';
export { checkKey } from './keys';
export { resolveOwnUploads, resolveScopedFiles, type UploadScope } from './attachable';
export { findFile, findFiles, storedText } from './store';
