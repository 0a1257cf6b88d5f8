/** The proposals domain's public module: its search index (milestones). */
export { MILESTONES_INDEX } from './search-index';
