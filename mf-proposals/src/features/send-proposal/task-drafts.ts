import {
  dateInputValue,
  EMPTY_MONEY_VALUE,
  moneyValueOf,
  type MoneyFormat,
  type MoneyValue,
  type ProposalTask,
  type ProposalTaskInput,
} from '@mp/contracts';
import { dateInputToIso } from '../../lib/format';

/** Messages by field path below the proposal (`description`, `tasks.0.title`). */
export type FieldMessages = Readonly<Record<string, string>>;

/** One task row as the form edits it: dates stay text until they are sent. */
export interface TaskDraft {
  taskId: string;
  title: string;
  description: string;
  /** As typed (major units) and in minor units (docs/payments.md#amounts). */
  amount: MoneyValue;
  /** YYYY-MM-DD, or '' for no due date. */
  dueDate: string;
}

let sequence = 0;

/** A new task id in the API's id alphabet (letters, digits, '_' and '-'). */
export function newTaskId(): string {
  sequence += 1;
  return `task-${Date.now().toString(36)}-${sequence.toString(36)}`;
}

export function emptyTask(): TaskDraft {
  return {
    taskId: newTaskId(),
    title: '',
    description: '',
    amount: EMPTY_MONEY_VALUE,
    dueDate: '',
  };
}

/** A task as a row to edit, its amount written for the reader. */
export function toDraft(task: ProposalTaskInput, money: MoneyFormat): TaskDraft {
  return {
    taskId: task.taskId ?? newTaskId(),
    title: task.title,
    description: task.description ?? '',
    amount: moneyValueOf(task.amount, money),
    dueDate: dateInputValue(task.dueDate),
  };
}

/** The total in minor units of the amounts that read. */
export function draftsTotal(drafts: readonly TaskDraft[]): number {
  return drafts.reduce((sum, draft) => sum + (draft.amount.minor ?? 0), 0);
}

export function toTask(draft: TaskDraft): ProposalTask {
  return {
    taskId: draft.taskId,
    title: draft.title.trim(),
    description: draft.description,
    amount: draft.amount.minor ?? 0,
    dueDate: dateInputToIso(draft.dueDate),
  };
}

export type TaskProblem = 'titleRequired' | 'amountInvalid';

/** Problems the form can see before asking the API, keyed like the API's `tasks.0.title`. */
export function draftProblems(drafts: readonly TaskDraft[]): Record<string, TaskProblem> {
  const problems: Record<string, TaskProblem> = {};
  drafts.forEach((draft, index) => {
    if (draft.title.trim() === '') problems[`tasks.${index}.title`] = 'titleRequired';
    if (draft.amount.minor === null) problems[`tasks.${index}.amount`] = 'amountInvalid';
  });
  return problems;
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(target, 0, moved);
  return next;
}
