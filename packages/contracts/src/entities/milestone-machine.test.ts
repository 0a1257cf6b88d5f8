import fc from 'fast-check';
import { MILESTONE_STATUS, RECURRING_ITEM_STATUS, RECURRING_RULE_STATUS } from '../constants';
import {
  MILESTONE_TRANSITIONS,
  milestoneActionFor,
  milestoneMove,
  recurringItemMove,
  recurringRuleMove,
  type ContractActor,
  type MilestoneAction,
  type RecurringItemAction,
} from './milestone-machine';

const M = MILESTONE_STATUS;
const ACTORS: ContractActor[] = ['customer', 'freelancer', 'provider'];
const ACTIONS = MILESTONE_TRANSITIONS.map((transition) => transition.action);

describe('fixed milestones', () => {
  it('walk the funded path: approve, pay, charge succeeds, submit, sign off', () => {
    let status: (typeof M)[keyof typeof M] = M.proposed;
    const steps: [MilestoneAction, ContractActor][] = [
      ['approve', 'customer'],
      ['pay', 'customer'],
      ['payInSucceeded', 'provider'],
      ['submit', 'freelancer'],
      ['signOff', 'customer'],
    ];
    for (const [action, actor] of steps) {
      const verdict = milestoneMove(status, action, actor);
      if (!verdict.ok) throw new Error(verdict.reason);
      status = verdict.to;
    }
    expect(status).toBe(M.signedOff);
  });

  it('refuse a move from the wrong status, naming the status that allows it', () => {
    expect(milestoneMove(M.pending, 'submit', 'freelancer')).toEqual({
      ok: false,
      reason: 'A milestone can be submitted only while paid; this one is pending',
    });
    expect(milestoneMove(M.paid, 'pay', 'customer')).toEqual({
      ok: false,
      reason: 'A milestone can be paid only while pending; this one is paid',
    });
  });

  it('refuse a move by the wrong side', () => {
    expect(milestoneMove(M.completed, 'signOff', 'freelancer')).toEqual({
      ok: false,
      reason: 'Only the customer may sign off a milestone',
    });
    expect(milestoneMove(M.paymentPending, 'payInSucceeded', 'customer').ok).toBe(false);
  });

  it('leave a proposal to the side that did not propose it, and edits to the one that did', () => {
    expect(milestoneMove(M.proposed, 'approve', 'customer', 'freelancer').ok).toBe(true);
    expect(milestoneMove(M.proposed, 'consent', 'freelancer', 'customer').ok).toBe(true);
    expect(milestoneMove(M.proposed, 'consent', 'freelancer', 'freelancer').ok).toBe(false);
    expect(milestoneMove(M.proposed, 'reject', 'freelancer', 'freelancer').ok).toBe(false);
    expect(milestoneMove(M.proposed, 'edit', 'customer', 'customer').ok).toBe(true);
    expect(milestoneMove(M.proposed, 'delete', 'customer', 'freelancer').ok).toBe(false);
  });

  it('map a plain status change to its action, and nothing else', () => {
    expect(milestoneActionFor(M.paid, M.completed, 'freelancer')).toBe('submit');
    expect(milestoneActionFor(M.completed, M.signedOff, 'customer')).toBe('signOff');
    expect(milestoneActionFor(M.pending, M.paid, 'customer')).toBeNull();
    expect(milestoneActionFor(M.proposed, M.signedOff, 'customer')).toBeNull();
  });

  it('never reach a status the product does not have, nor paid without a payment', () => {
    const step = fc.record({
      action: fc.constantFrom(...ACTIONS),
      actor: fc.constantFrom(...ACTORS),
    });
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 40 }),
        fc.constantFrom('customer', 'freelancer'),
        (steps, proposer) => {
          let status: (typeof M)[keyof typeof M] = M.proposed;
          let funded = false;
          for (const { action, actor } of steps) {
            const verdict = milestoneMove(
              status,
              action,
              actor,
              proposer as 'customer' | 'freelancer',
            );
            if (!verdict.ok) continue;
            if (verdict.to === M.paid && status !== M.completed)
              funded = ['payInSucceeded', 'payCrypto', 'skipPayIn'].includes(action);
            status = verdict.to;
            expect(Object.values(M)).toContain(status);
            if (status === M.paid || status === M.completed || status === M.signedOff)
              expect(funded).toBe(true);
          }
        },
      ),
    );
  });
});

describe('recurring rules', () => {
  it('start, pause, resume and end', () => {
    const R = RECURRING_RULE_STATUS;
    expect(recurringRuleMove(R.proposed, 'start', 'customer')).toEqual({ ok: true, to: R.active });
    expect(recurringRuleMove(R.active, 'pause', 'freelancer')).toEqual({ ok: true, to: R.paused });
    expect(recurringRuleMove(R.paused, 'resume', 'customer')).toEqual({ ok: true, to: R.active });
    expect(recurringRuleMove(R.paused, 'end', 'customer')).toEqual({ ok: true, to: R.ended });
    expect(recurringRuleMove(R.ended, 'resume', 'customer').ok).toBe(false);
  });
});

describe('recurring items (cycles)', () => {
  const I = RECURRING_ITEM_STATUS;
  const R = RECURRING_RULE_STATUS;
  const open = { ruleStatus: R.active, disputed: false } as const;

  it('take hours only while the rule is active or paused', () => {
    expect(recurringItemMove(I.active, 'submitHours', 'freelancer', open).ok).toBe(true);
    expect(
      recurringItemMove(I.active, 'submitHours', 'freelancer', {
        ruleStatus: R.paused,
        disputed: false,
      }).ok,
    ).toBe(true);
    expect(
      recurringItemMove(I.active, 'submitHours', 'freelancer', {
        ruleStatus: R.ended,
        disputed: false,
      }),
    ).toEqual({
      ok: false,
      reason:
        'Hours can be given only while the recurring contract is active or paused; it is ended',
    });
  });

  it('are not paid while disputed, and a dispute is withdrawn once', () => {
    const disputed = { ruleStatus: R.active, disputed: true } as const;
    expect(recurringItemMove(I.freelancerSubmitted, 'pay', 'customer', disputed).ok).toBe(false);
    expect(
      recurringItemMove(I.freelancerSubmitted, 'withdrawDispute', 'customer', disputed).ok,
    ).toBe(true);
    expect(recurringItemMove(I.freelancerSubmitted, 'withdrawDispute', 'customer', open).ok).toBe(
      false,
    );
    expect(recurringItemMove(I.paid, 'dispute', 'customer', open).ok).toBe(false);
  });

  it('never leave the statuses the product has, and reach paid only through a payment', () => {
    const actions: RecurringItemAction[] = [
      'submitHours',
      'closeCycle',
      'pay',
      'payInSucceeded',
      'payInFailed',
      'dispute',
      'withdrawDispute',
    ];
    const step = fc.record({
      action: fc.constantFrom(...actions),
      actor: fc.constantFrom(...ACTORS),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let status: (typeof I)[keyof typeof I] = I.active;
        let disputed = false;
        let charging = false;
        for (const { action, actor } of steps) {
          const verdict = recurringItemMove(status, action, actor, {
            ruleStatus: R.active,
            disputed,
          });
          if (!verdict.ok) continue;
          if (action === 'dispute') disputed = true;
          if (action === 'withdrawDispute' || action === 'submitHours') disputed = false;
          if (action === 'pay') charging = true;
          if (verdict.to === I.paid) expect(charging && action === 'payInSucceeded').toBe(true);
          status = verdict.to;
          expect(Object.values(I)).toContain(status);
        }
      }),
    );
  });
});
