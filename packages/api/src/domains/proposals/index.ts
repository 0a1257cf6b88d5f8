/** The proposals domain's public module: what other domains may use of proposals. */
export { proposalsAwaitingAnswerOf, proposalsAwaitingCustomer } from './pending-items';
