import type { MilestoneView } from '@mp/contracts';
import {
  contractNeeds,
  contractTotals,
  cycleButtons,
  isSettling,
  milestoneButtons,
  ruleButtons,
} from './moves';
import { aCycle, aMilestone, aRule } from './test-support';

const failure = {
  code: 'contact_issuer' as const,
  message: 'Declined',
  at: '2026-11-20T10:00:00.000Z',
};
const payout = (status: 'pending' | 'paid' | 'failed'): MilestoneView['payout'] => ({
  status,
  amount: 30000,
  currency: 'GBP',
  failureCode: status === 'failed' ? 'change_external_account' : null,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('milestoneButtons', () => {
  it.each<[string, string[], string[], Partial<MilestoneView>]>([
    [
      'proposed by the freelancer',
      ['approve', 'reject'],
      ['edit', 'delete'],
      { status: 0, proposedBy: 'freelancer', clApprovalStatus: 'PENDING' },
    ],
    [
      'proposed by the freelancer, rejected',
      ['approve'],
      ['edit', 'delete'],
      { status: 0, proposedBy: 'freelancer', clApprovalStatus: 'REJECTED' },
    ],
    [
      'proposed by the customer',
      ['edit', 'delete'],
      ['consent'],
      { status: 0, proposedBy: 'customer', clApprovalStatus: 'PENDING' },
    ],
    ['pending', ['pay'], [], { status: 1 }],
    ['pending after a refusal', ['retryPay'], [], { status: 1, paymentFailure: failure }],
    ['payment pending', [], [], { status: 5 }],
    ['paid', [], ['submit'], { status: 2 }],
    ['completed', ['signOff', 'requestChanges'], [], { status: 3 }],
    ['signed off, payout on its way', [], [], { status: 4, payout: payout('pending') }],
    [
      'signed off, payout failed',
      ['retryPayout'],
      ['retryPayout'],
      { status: 4, payout: payout('failed') },
    ],
    ['the handle of ongoing work', [], [], { status: 1, recurringId: 'rr-1' }],
  ])('%s: the customer may %j, the freelancer %j', (_state, customer, freelancer, overrides) => {
    const milestone = aMilestone(overrides);
    expect(milestoneButtons(milestone, 'customer')).toEqual(customer);
    expect(milestoneButtons(milestone, 'freelancer')).toEqual(freelancer);
  });
});

describe('ongoing work', () => {
  it('gives hours, disputes and their withdrawal to the newest unpaid cycle only', () => {
    const open = aCycle({ cycleId: 'cy-2', status: 1 });
    const ended = aCycle({ cycleId: 'cy-1', status: 3, hours: 5, amount: 20000 });
    const rule = aRule({ cycles: [open, ended] });
    expect(cycleButtons(open, rule, 'freelancer')).toEqual(['giveHours']);
    expect(cycleButtons(ended, rule, 'freelancer')).toEqual([]);
    expect(cycleButtons(ended, rule, 'customer')).toEqual(['payCycle']);
    expect(cycleButtons(open, rule, 'customer')).toEqual([]);
  });

  it('offers the customer to pay or dispute submitted hours, and to withdraw a dispute', () => {
    const submitted = aCycle({ status: 2, hours: 4, amount: 16000 });
    expect(cycleButtons(submitted, aRule({ cycles: [submitted] }), 'customer')).toEqual([
      'payCycle',
      'dispute',
    ]);
    const disputed = { ...submitted, disputed: true, disputeReason: 'Too many' };
    expect(cycleButtons(disputed, aRule({ cycles: [disputed] }), 'customer')).toEqual([
      'withdrawDispute',
    ]);
    expect(cycleButtons(disputed, aRule({ cycles: [disputed] }), 'freelancer')).toEqual([
      'giveHours',
    ]);
    const refused = { ...submitted, paymentFailure: failure };
    expect(cycleButtons(refused, aRule({ cycles: [refused] }), 'customer')[0]).toBe(
      'retryPayCycle',
    );
  });

  it('takes no hours once ongoing work has ended, and lets either side pause, resume or end it', () => {
    const open = aCycle({ status: 1 });
    expect(cycleButtons(open, aRule({ status: 3, cycles: [open] }), 'freelancer')).toEqual([]);
    expect(ruleButtons(aRule({ status: 1 }), 'freelancer')).toEqual(['pause', 'end']);
    expect(ruleButtons(aRule({ status: 2 }), 'customer')).toEqual(['resume', 'end']);
    expect(ruleButtons(aRule({ status: 3 }), 'customer')).toEqual([]);
  });
});

describe('contractTotals', () => {
  it('adds what was paid, what is held until sign-off, and what is still to pay', () => {
    const milestones = [
      aMilestone({ milestoneId: 'a', amount: 10000, status: 1 }),
      aMilestone({ milestoneId: 'b', amount: 20000, status: 5 }),
      aMilestone({ milestoneId: 'c', amount: 30000, status: 2 }),
      aMilestone({ milestoneId: 'd', amount: 40000, status: 3 }),
      aMilestone({ milestoneId: 'e', amount: 50000, status: 4 }),
      aMilestone({ milestoneId: 'f', amount: 60000, status: 0 }),
      aMilestone({ milestoneId: 'g', amount: 70000, status: 1, recurringId: 'rr-1' }),
    ];
    const rule = aRule({
      cycles: [
        aCycle({ cycleId: 'x', status: 4, amount: 1000 }),
        aCycle({ cycleId: 'y', status: 3, amount: 2000 }),
        aCycle({ cycleId: 'z', status: 1, amount: 0 }),
      ],
    });
    expect(contractTotals(milestones, [rule])).toEqual({
      paid: 30000 + 40000 + 50000 + 1000,
      escrow: 30000 + 40000,
      due: 10000 + 20000 + 2000,
    });
  });
});

it('counts what waits for each side in a list row', () => {
  const statuses = [1, 1, 2, 3, 0, 4] as const;
  expect(contractNeeds(statuses, 'customer')).toEqual({ toPay: 2, toSignOff: 1, toSubmit: 0 });
  expect(contractNeeds(statuses, 'freelancer')).toEqual({ toPay: 0, toSignOff: 0, toSubmit: 1 });
});

it('knows when a payment or payout is still settling at the provider', () => {
  expect(isSettling([aMilestone({ status: 5 })], [])).toBe(true);
  expect(isSettling([aMilestone({ status: 4, payout: payout('pending') })], [])).toBe(true);
  expect(isSettling([aMilestone({ status: 4, payout: payout('paid') })], [])).toBe(false);
  expect(isSettling([], [aRule({ cycles: [aCycle({ status: 5 })] })])).toBe(true);
  expect(isSettling([aMilestone()], [aRule()])).toBe(false);
});
