// Test support: what this remote's tests share beyond @mp/test-kit's builders.
import type { ProposalTask } from '@mp/contracts';
import { FIXTURE_TIME } from '@mp/test-kit';

/** The tasks of a proposal under review: 350.50 in all (minor units), the second one due. */
export const TASKS: ProposalTask[] = [
  { taskId: 't1', title: 'Design', description: '', amount: 10000, dueDate: null },
  { taskId: 't2', title: 'Build', description: '', amount: 25050, dueDate: FIXTURE_TIME },
];
