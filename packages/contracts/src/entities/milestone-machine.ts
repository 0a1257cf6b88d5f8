/**
 * The state machines of contract work (docs/milestones.md): fixed milestones, recurring rules
 * and recurring items (cycles). Pure and zod-free: the API enforces them, and screens use them
 * to offer exactly the actions the API will accept.
 */
import {
  MILESTONE_STATUS,
  RECURRING_ITEM_STATUS,
  RECURRING_RULE_STATUS,
  type MilestoneStatus,
  type RecurringItemStatus,
  type RecurringRuleStatus,
} from '../constants';

/** Who acts: the two parties of a contract, or the payment provider (through its webhooks). */
export type ContractActor = 'customer' | 'freelancer' | 'provider';

interface Transition<S extends number, A extends string> {
  action: A;
  from: readonly S[];
  to: S | 'same';
  by: readonly ContractActor[];
}

export type MilestoneAction =
  | 'approve'
  | 'consent'
  | 'reject'
  | 'edit'
  | 'delete'
  | 'pay'
  | 'payInSucceeded'
  | 'payInFailed'
  | 'payCrypto'
  | 'skipPayIn'
  | 'submit'
  | 'requestChanges'
  | 'signOff';

const M = MILESTONE_STATUS;

/**
 * Every move of a fixed milestone. Approving a proposed milestone is the other side's: the
 * customer approves what the freelancer proposed, the freelancer consents to what the customer
 * proposed (`proposer` in `milestoneMove`).
 */
export const MILESTONE_TRANSITIONS: readonly Transition<MilestoneStatus, MilestoneAction>[] = [
  { action: 'approve', from: [M.proposed], to: M.pending, by: ['customer'] },
  { action: 'consent', from: [M.proposed], to: M.pending, by: ['freelancer'] },
  { action: 'reject', from: [M.proposed], to: 'same', by: ['customer', 'freelancer'] },
  { action: 'edit', from: [M.proposed], to: 'same', by: ['customer', 'freelancer'] },
  { action: 'delete', from: [M.proposed], to: 'same', by: ['customer', 'freelancer'] },
  { action: 'pay', from: [M.pending], to: M.paymentPending, by: ['customer'] },
  { action: 'payInSucceeded', from: [M.paymentPending], to: M.paid, by: ['provider'] },
  { action: 'payInFailed', from: [M.paymentPending], to: M.pending, by: ['provider'] },
  { action: 'payCrypto', from: [M.pending], to: M.paid, by: ['customer'] },
  { action: 'skipPayIn', from: [M.pending], to: M.paid, by: ['customer'] },
  { action: 'submit', from: [M.paid], to: M.completed, by: ['freelancer'] },
  { action: 'requestChanges', from: [M.completed], to: M.paid, by: ['customer'] },
  { action: 'signOff', from: [M.completed], to: M.signedOff, by: ['customer'] },
];

export const MILESTONE_STATUS_NAMES: Readonly<Record<MilestoneStatus, string>> = {
  [M.proposed]: 'proposed',
  [M.pending]: 'pending',
  [M.paid]: 'paid',
  [M.completed]: 'completed',
  [M.signedOff]: 'signed off',
  [M.paymentPending]: 'payment pending',
};

/** A move the machine allows, to its next status; or why not, naming the status it needs. */
export type MoveVerdict<S> = { ok: true; to: S } | { ok: false; reason: string };

function listNames<S extends number>(statuses: readonly S[], names: Readonly<Record<S, string>>) {
  const words = statuses.map((status) => names[status]);
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function move<S extends number, A extends string>(
  transitions: readonly Transition<S, A>[],
  names: Readonly<Record<S, string>>,
  what: string,
  status: S,
  action: A,
  actor: ContractActor,
): MoveVerdict<S> {
  const transition = transitions.find((candidate) => candidate.action === action);
  if (!transition) return { ok: false, reason: `Unknown action ${action}` };
  if (!transition.by.includes(actor))
    return {
      ok: false,
      reason: `Only the ${transition.by.join(' or ')} may ${presentTense(action)} a ${what}`,
    };
  if (!transition.from.includes(status))
    return {
      ok: false,
      reason: `A ${what} can be ${pastTense(action)} only while ${listNames(transition.from, names)}; this one is ${names[status]}`,
    };
  return { ok: true, to: transition.to === 'same' ? status : transition.to };
}

const PAST: Readonly<Record<string, string>> = {
  approve: 'approved',
  consent: 'consented to',
  reject: 'rejected',
  edit: 'edited',
  delete: 'deleted',
  pay: 'paid',
  payInSucceeded: 'marked paid',
  payInFailed: 'marked unpaid',
  payCrypto: 'paid',
  skipPayIn: 'started without payment',
  submit: 'submitted',
  requestChanges: 'sent back for changes',
  signOff: 'signed off',
  start: 'started',
  pause: 'paused',
  resume: 'resumed',
  end: 'ended',
  submitHours: 'given hours',
  closeCycle: 'closed',
  dispute: 'disputed',
  withdrawDispute: 'undisputed',
};

function pastTense(action: string): string {
  return PAST[action] ?? action;
}

const PRESENT: Readonly<Record<string, string>> = {
  consent: 'consent to',
  payInSucceeded: 'mark as paid',
  payInFailed: 'mark as unpaid',
  payCrypto: 'pay',
  skipPayIn: 'start without payment',
  requestChanges: 'send back for changes',
  signOff: 'sign off',
  submitHours: 'give hours for',
  closeCycle: 'close',
  withdrawDispute: 'withdraw the dispute of',
};

function presentTense(action: string): string {
  return PRESENT[action] ?? action;
}

/**
 * Whether `actor` may take `action` on a milestone in `status`. Approving or rejecting a
 * proposed milestone is for the side that did not propose it (`proposer`), and editing or
 * deleting it for the side that did.
 */
export function milestoneMove(
  status: MilestoneStatus,
  action: MilestoneAction,
  actor: ContractActor,
  proposer: 'customer' | 'freelancer' = 'freelancer',
): MoveVerdict<MilestoneStatus> {
  const verdict = move(
    MILESTONE_TRANSITIONS,
    MILESTONE_STATUS_NAMES,
    'milestone',
    status,
    action,
    actor,
  );
  if (!verdict.ok) return verdict;
  const approver = proposer === 'freelancer' ? 'customer' : 'freelancer';
  if ((action === 'approve' || action === 'consent' || action === 'reject') && actor !== approver)
    return {
      ok: false,
      reason: `The ${proposer} proposed this milestone: the ${approver} decides`,
    };
  if ((action === 'edit' || action === 'delete') && actor !== proposer)
    return { ok: false, reason: `Only the ${proposer}, who proposed it, may ${action} it` };
  return verdict;
}

/** The action of a plain status change (`PUT .../milestones/{id} {status}`) by `actor`, if any. */
export function milestoneActionFor(
  from: MilestoneStatus,
  to: MilestoneStatus,
  actor: ContractActor,
): MilestoneAction | null {
  const match = MILESTONE_TRANSITIONS.find(
    (transition) =>
      transition.to === to &&
      transition.from.includes(from) &&
      transition.by.includes(actor) &&
      transition.action !== 'payCrypto' &&
      transition.action !== 'skipPayIn',
  );
  return match?.action ?? null;
}

export type RecurringRuleAction = 'start' | 'pause' | 'resume' | 'end';

const R = RECURRING_RULE_STATUS;

export const RECURRING_RULE_TRANSITIONS: readonly Transition<
  RecurringRuleStatus,
  RecurringRuleAction
>[] = [
  { action: 'start', from: [R.proposed], to: R.active, by: ['customer'] },
  { action: 'pause', from: [R.active], to: R.paused, by: ['customer', 'freelancer'] },
  { action: 'resume', from: [R.paused], to: R.active, by: ['customer', 'freelancer'] },
  {
    action: 'end',
    from: [R.proposed, R.active, R.paused],
    to: R.ended,
    by: ['customer', 'freelancer'],
  },
];

export const RECURRING_RULE_STATUS_NAMES: Readonly<Record<RecurringRuleStatus, string>> = {
  [R.proposed]: 'proposed',
  [R.active]: 'active',
  [R.paused]: 'paused',
  [R.ended]: 'ended',
};

export function recurringRuleMove(
  status: RecurringRuleStatus,
  action: RecurringRuleAction,
  actor: ContractActor,
): MoveVerdict<RecurringRuleStatus> {
  return move(
    RECURRING_RULE_TRANSITIONS,
    RECURRING_RULE_STATUS_NAMES,
    'recurring contract',
    status,
    action,
    actor,
  );
}

export type RecurringItemAction =
  | 'submitHours'
  | 'closeCycle'
  | 'pay'
  | 'payInSucceeded'
  | 'payInFailed'
  | 'dispute'
  | 'withdrawDispute';

const I = RECURRING_ITEM_STATUS;

export const RECURRING_ITEM_TRANSITIONS: readonly Transition<
  RecurringItemStatus,
  RecurringItemAction
>[] = [
  {
    action: 'submitHours',
    from: [I.active, I.freelancerSubmitted, I.cycleEnd],
    to: I.freelancerSubmitted,
    by: ['freelancer'],
  },
  {
    action: 'closeCycle',
    from: [I.active, I.freelancerSubmitted],
    to: I.cycleEnd,
    by: ['provider'],
  },
  {
    action: 'pay',
    from: [I.freelancerSubmitted, I.cycleEnd],
    to: I.paymentPending,
    by: ['customer'],
  },
  { action: 'payInSucceeded', from: [I.paymentPending], to: I.paid, by: ['provider'] },
  { action: 'payInFailed', from: [I.paymentPending], to: I.cycleEnd, by: ['provider'] },
  { action: 'dispute', from: [I.freelancerSubmitted, I.cycleEnd], to: 'same', by: ['customer'] },
  {
    action: 'withdrawDispute',
    from: [I.freelancerSubmitted, I.cycleEnd],
    to: 'same',
    by: ['customer'],
  },
];

export const RECURRING_ITEM_STATUS_NAMES: Readonly<Record<RecurringItemStatus, string>> = {
  [I.active]: 'active',
  [I.freelancerSubmitted]: 'submitted by the freelancer',
  [I.cycleEnd]: 'at cycle end',
  [I.paid]: 'paid',
  [I.paymentPending]: 'payment pending',
};

/**
 * Whether `actor` may take `action` on a cycle in `status`. Hours are given only while the
 * rule is active or paused; a disputed cycle is not paid until the dispute is withdrawn or the
 * freelancer amends the hours.
 */
export function recurringItemMove(
  status: RecurringItemStatus,
  action: RecurringItemAction,
  actor: ContractActor,
  context: { ruleStatus: RecurringRuleStatus; disputed: boolean },
): MoveVerdict<RecurringItemStatus> {
  const verdict = move(
    RECURRING_ITEM_TRANSITIONS,
    RECURRING_ITEM_STATUS_NAMES,
    'cycle',
    status,
    action,
    actor,
  );
  if (!verdict.ok) return verdict;
  if (
    action === 'submitHours' &&
    context.ruleStatus !== R.active &&
    context.ruleStatus !== R.paused
  )
    return {
      ok: false,
      reason: `Hours can be given only while the recurring contract is active or paused; it is ${RECURRING_RULE_STATUS_NAMES[context.ruleStatus]}`,
    };
  if (action === 'pay' && context.disputed)
    return {
      ok: false,
      reason: 'This cycle is disputed: withdraw the dispute or wait for new hours',
    };
  if (action === 'dispute' && context.disputed)
    return { ok: false, reason: 'This cycle is already disputed' };
  if (action === 'withdrawDispute' && !context.disputed)
    return { ok: false, reason: 'This cycle is not disputed' };
  return verdict;
}
