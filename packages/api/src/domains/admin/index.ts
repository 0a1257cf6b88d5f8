/** The admin domain's public module: what other domains may use of the approval queue. */
export { customersAwaitingApproval } from './pending-items';
