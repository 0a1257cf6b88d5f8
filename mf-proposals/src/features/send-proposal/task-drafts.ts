import type { ProposalTask, ProposalTaskInput } from '@mp/contracts';
import { dateInputToIso, formatDate } from '../../lib/format';

/** Messages by field path below the proposal (`description`, `tasks.0.title`). */
export type FieldMessages = Readonly<Record<string, string>>;

/** One task row as the form edits it: amounts and dates stay text until they are sent. */
export interface TaskDraft {
  taskId: string;
  title: string;
  description: string;
  amount: string;
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
  return { taskId: newTaskId(), title: '', description: '', amount: '', dueDate: '' };
}

export function toDraft(task: ProposalTaskInput): TaskDraft {
  return {
    taskId: task.taskId ?? newTaskId(),
    title: task.title,
    description: task.description ?? '',
    amount: String(task.amount),
    dueDate: formatDate(task.dueDate),
  };
}

/** The amount as a number, or null when the text is not a non-negative amount. */
export function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

export function draftsTotal(drafts: readonly TaskDraft[]): number {
  return drafts.reduce((sum, draft) => sum + (parseAmount(draft.amount) ?? 0), 0);
}

export function toTask(draft: TaskDraft): ProposalTask {
  return {
    taskId: draft.taskId,
    title: draft.title.trim(),
    description: draft.description,
    amount: parseAmount(draft.amount) ?? 0,
    dueDate: dateInputToIso(draft.dueDate),
  };
}

export type TaskProblem = 'titleRequired' | 'amountInvalid';

/** Problems the form can see before asking the API, keyed like the API's `tasks.0.title`. */
export function draftProblems(drafts: readonly TaskDraft[]): Record<string, TaskProblem> {
  const problems: Record<string, TaskProblem> = {};
  drafts.forEach((draft, index) => {
    if (draft.title.trim() === '') problems[`tasks.${index}.title`] = 'titleRequired';
    if (parseAmount(draft.amount) === null) problems[`tasks.${index}.amount`] = 'amountInvalid';
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
