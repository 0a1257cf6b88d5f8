/**
 * The milestones domain's public module: milestone rows and views, the proposed milestones a
 * proposal's tasks become, and the `milestones` search index (docs/milestones.md).
 */
export {
  deleteProposedMilestones,
  insertProposedMilestones,
  milestonesOfProposal,
  milestonesOfProposals,
  toMilestone,
  type MilestoneRow,
} from './rows';
export { runRecurringSchedule, startRecurringRule, type ScheduleOutcome } from './recurring';
export { MILESTONES_INDEX } from './search-index';
