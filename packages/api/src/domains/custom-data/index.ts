/** What other domains use of custom data: the extraction catalogue and its runner. */
export { loadCatalogue } from './catalogue';
export { runExtraction } from './run';
