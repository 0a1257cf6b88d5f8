/**
 * The disputes domain's public module (docs/disputes.md): disputes of money held for a
 * milestone or cycle, their thread, and an administrator's decision.
 */
export { disputeRecurringMilestone } from './dispute-recurring';
export { getDispute } from './get-dispute';
export { listDisputes } from './list-disputes';
export { openDispute } from './open-dispute';
export { postDisputeMessage } from './post-message';
export { resolveDispute } from './resolve-dispute';
