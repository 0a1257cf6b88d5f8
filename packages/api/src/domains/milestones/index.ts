/**
 * The milestones domain's public module (docs/milestones.md): milestone rows and views, their
 * moves and timeline, the proposed milestones a proposal's tasks become, recurring work, and the
 * `milestones` search index.
 */
export { checkPayerAddress } from './addresses';
export {
  assertInContract,
  requireActor,
  requireMilestone,
  type MilestoneInContract,
  type PartyRole,
} from './contract';
export { closeDisputedMilestone } from './disputes';
export { recordMilestoneEvent } from './events';
export {
  changeMilestone,
  editMilestoneData,
  moveMilestone,
  recordPayoutState,
  type PayoutState,
} from './moves';
export { notifyMilestoneChange, type MilestoneNotice } from './notices';
export {
  findCycle,
  findRule,
  moveCycle,
  runRecurringSchedule,
  startRecurringRule,
  toCycleView,
  type RecurringItemRow,
  type RecurringRuleRow,
  type ScheduleOutcome,
} from './recurring';
export {
  findMilestone,
  insertProposedMilestones,
  milestonesOfProposal,
  milestonesOfProposals,
  toMilestone,
  toMilestoneView,
  type MilestoneRow,
} from './rows';
export { MILESTONES_INDEX } from './search-index';
export {
  milestonesAwaitingCustomer,
  milestonesAwaitingFreelancer,
  payoutsOf,
} from './pending-items';
