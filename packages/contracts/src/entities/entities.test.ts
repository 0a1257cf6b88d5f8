import { JOB_STATUS, PROPOSAL_STATUS } from '../constants';
import { MAX_MINOR_AMOUNT } from '../money';
import { buildPhoneNumber, shortenName, zMinorAmount } from './common';
import { ZShippingDetails, isProductLive } from './commerce';
import { zJobBudget } from './job';
import { compareJobsByRecency, freelancerPathForJob } from './job-stage';
import { ZMilestone, milestonesAllowClosing } from './milestone';
import { classifyPaymentRequirements, type PaymentRequirements } from './payments';
import { ZProposal } from './proposal';
import { rejectedProposalPatch } from './proposal-status';
import { ZUser, ZPublicUser, toPublicUser, type User } from './user';
import { dedupeAlerts } from './alert';

const at = '2026-11-22T10:00:00.000Z';

describe('ZUser', () => {
  const user: User = {
    userId: '0000000d-0000-4000-8000-000000000004',
    name: 'Frankie Freelancer',
    email: 'freelancer@demo.test',
    roles: 2,
    username: 'frankie',
    profilePicture: null,
    coverImageProfile: null,
    isApproved: true,
    isCustomerOrganisation: false,
    custom_menu: null,
    reviewingJobs: null,
    attachedUsers: [],
    ownCredits: { availableCredits: 5 },
    credits: { availableAllowance: 2.5 },
    freelancerRole: 2,
    status: 0,
    surveyLegend: null,
    title: 'Designer',
    description: '',
    skills: ['figma'],
    services: ['website-design'],
    hourlyRate: 4500,
    location: 'London',
    coordinates: { lat: 51.5, lng: -0.12 },
    references: [],
    createdAt: at,
  };

  it('ties freelancerRole to freelancers and organisations to customers', () => {
    expect(ZUser.safeParse(user).success).toBe(true);
    const customerWithSubType = ZUser.safeParse({ ...user, roles: 3 });
    expect(customerWithSubType.error?.issues[0]?.path).toEqual(['freelancerRole']);
    const orgFreelancer = ZUser.safeParse({ ...user, isCustomerOrganisation: true });
    expect(orgFreelancer.error?.issues[0]?.path).toEqual(['isCustomerOrganisation']);
  });

  it('keeps private fields out of the public subset', () => {
    const publicUser = toPublicUser(user);
    expect(ZPublicUser.safeParse(publicUser).success).toBe(true);
    expect(publicUser).not.toHaveProperty('email');
    expect(publicUser).not.toHaveProperty('ownCredits');
    expect(publicUser).not.toHaveProperty('attachedUsers');
    expect(ZPublicUser.safeParse({ ...publicUser, email: user.email }).success).toBe(false);
  });
});

describe('job rules', () => {
  it('accepts amounts and the -1/-2 markers only', () => {
    expect([0, 25000, -1, -2].map((v) => zJobBudget.safeParse(v).success)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(zJobBudget.safeParse(-3).success).toBe(false);
    expect(zJobBudget.safeParse(-0.5).success).toBe(false);
  });

  it('takes amounts in whole minor units (docs/payments.md#amounts)', () => {
    expect(zJobBudget.safeParse(250.5).success).toBe(false);
    expect(zMinorAmount.safeParse(250.5).success).toBe(false);
    expect(zMinorAmount.safeParse(-1).success).toBe(false);
    expect(zMinorAmount.safeParse(MAX_MINOR_AMOUNT).success).toBe(true);
    expect(zMinorAmount.safeParse(MAX_MINOR_AMOUNT + 1).success).toBe(false);
  });

  it('sorts by last-modified, falling back to creation time', () => {
    const jobs = [
      { id: 'a', lastModified: '2026-01-01T00:00:00Z', createdAt: '2025-01-01T00:00:00Z' },
      { id: 'b', lastModified: '', createdAt: '2026-06-01T00:00:00Z' },
      { id: 'c', lastModified: '2026-03-01T00:00:00Z', createdAt: '2025-01-01T00:00:00Z' },
    ];
    expect([...jobs].sort(compareJobsByRecency).map((j) => j.id)).toEqual(['b', 'c', 'a']);
  });

  it('sends freelancers to the page of the job stage', () => {
    expect(freelancerPathForJob({ jobID: 'j1', jobStatus: JOB_STATUS.freshJob })).toBe(
      '/freelancer/search-jobs?jobId=j1',
    );
    expect(freelancerPathForJob({ jobID: 'j1', jobStatus: JOB_STATUS.inDiscussion })).toBe(
      '/freelancer/proposal?jobId=j1',
    );
    expect(freelancerPathForJob({ jobID: 'j1', jobStatus: JOB_STATUS.contract })).toBe(
      '/freelancer/manage',
    );
    expect(freelancerPathForJob({ jobID: 'j1', jobStatus: JOB_STATUS.adminClosed })).toBeNull();
  });
});

describe('ZProposal', () => {
  const proposal = {
    proposalId: 'p1',
    jobId: 'j1',
    freelancerId: 'f1',
    description: 'I can do this',
    tasks: [{ taskId: 't1', title: 'Design', description: '', amount: 10000, dueDate: null }],
    status: PROPOSAL_STATUS.created,
    offerSentAt: null,
    invitedFreelancersIds: [{ userId: 'f1' }],
    acceptedFreelancersIds: [],
    consentedDataTypeIds: [],
    isShortListed: false,
    createdAt: at,
    lastModified: at,
  };

  it('accepts a rejection only without tasks', () => {
    expect(ZProposal.safeParse({ ...proposal, ...rejectedProposalPatch() }).success).toBe(true);
    const withTasks = ZProposal.safeParse({
      ...proposal,
      ...rejectedProposalPatch(),
      tasks: proposal.tasks,
    });
    expect(withTasks.error?.issues[0]?.path).toEqual(['tasks']);
  });
});

describe('milestones', () => {
  it('needs a recurring rule for a cycle, and closes only from closable states', () => {
    const milestone = {
      milestoneId: 'm1',
      jobId: 'j1',
      proposalId: null,
      title: 'Week 1',
      description: '',
      amount: 1000,
      dueDate: null,
      status: 0,
      recurringId: null,
      cycleId: 'c1',
      files: [],
      flNote: null,
      clApprovalStatus: null,
      payeeAddress: null,
      payerAddress: null,
      transactionHash: null,
      createdAt: at,
    };
    expect(ZMilestone.safeParse(milestone).error?.issues[0]?.path).toEqual(['cycleId']);
    expect(ZMilestone.safeParse({ ...milestone, recurringId: 'r1' }).success).toBe(true);
    expect(milestonesAllowClosing([{ status: 0 }, { status: 1 }, { status: 4 }])).toBe(true);
    expect(milestonesAllowClosing([{ status: 0 }, { status: 2 }])).toBe(false);
  });
});

describe('products and shipping', () => {
  it('is live only when submitted, approved (or needing no approval) and its seller onboarded', () => {
    const product = { stage: 'live' as const, approvalStatus: null };
    expect(isProductLive(product, true)).toBe(true);
    expect(isProductLive(product, false)).toBe(false);
    expect(isProductLive({ ...product, stage: 'draft' }, true)).toBe(false);
    expect(isProductLive({ ...product, approvalStatus: 'PENDING' }, true)).toBe(false);
    expect(isProductLive({ ...product, approvalStatus: 'DISAPPROVED_BY_ADMIN' }, true)).toBe(false);
    expect(isProductLive({ ...product, approvalStatus: 'APPROVED_BY_ADMIN' }, true)).toBe(true);
  });

  it("names the missing shipping field as 'Please input {field}'", () => {
    const result = ZShippingDetails.safeParse({
      fullName: ' ',
      phoneNumber: '',
      shippingAddress: '',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please input full name',
      'Please input phone number',
      'Please input shipping address',
    ]);
    expect(
      ZShippingDetails.safeParse({
        fullName: 'Jane Doe',
        phoneNumber: buildPhoneNumber('44', '7700 900123'),
        shippingAddress: '1 High St',
      }).success,
    ).toBe(true);
  });
});

describe('payment requirements', () => {
  const none: PaymentRequirements = {
    currently_due: [],
    eventually_due: [],
    past_due: [],
    errors: [],
  };
  it('classifies onboarding: bank account alone onboarded, eventual warns, due or errors danger', () => {
    expect(classifyPaymentRequirements(none)).toBe('onboarded');
    expect(classifyPaymentRequirements({ ...none, currently_due: ['external_account'] })).toBe(
      'onboarded',
    );
    expect(classifyPaymentRequirements({ ...none, eventually_due: ['individual.id_number'] })).toBe(
      'warning',
    );
    expect(classifyPaymentRequirements({ ...none, past_due: ['individual.dob.day'] })).toBe(
      'danger',
    );
    expect(
      classifyPaymentRequirements({
        ...none,
        errors: [
          { code: 'invalid', reason: 'Bad document', requirement: 'individual.verification' },
        ],
      }),
    ).toBe('danger');
  });
});

describe('small helpers', () => {
  it('builds phone numbers and short names', () => {
    expect(buildPhoneNumber('+1-242', '(555) 0100')).toBe('+12425550100');
    expect(shortenName('Jane Mary Smith', 'initialLast')).toBe('J. Smith');
    expect(shortenName('jane smith', 'firstInitial')).toBe('jane S.');
    expect(shortenName('Cher', 'firstInitial')).toBe('Cher');
  });

  it('deduplicates alerts by colour plus message', () => {
    const alerts = dedupeAlerts([
      { color: 'warning', message: 'A' },
      { color: 'warning', message: 'A' },
      { color: 'danger', message: 'A' },
    ]);
    expect(alerts).toEqual([
      { color: 'warning', message: 'A' },
      { color: 'danger', message: 'A' },
    ]);
  });
});
