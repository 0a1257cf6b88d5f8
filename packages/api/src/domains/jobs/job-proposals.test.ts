import { customerView, proposalViewFor, type ProposalRow } from './job-proposals';

describe('customerView / proposalViewFor', () => {
  const at = new Date('2026-11-23T00:00:00Z');
  const draft: ProposalRow = {
    tenant_id: 'demo',
    id: 'p1',
    job_id: 'j1',
    freelancer_id: 'f1',
    description: 'secret',
    tasks: [{ taskId: 't1', title: 'Plan', description: '', amount: 500, dueDate: null }],
    status: 2,
    offer_sent_at: null,
    invited_freelancers_ids: [],
    accepted_freelancers_ids: [],
    consented_data_type_ids: ['right-to-work'],
    contract_data_type_ids: [],
    is_short_listed: false,
    meeting_accepted_at: at,
    accepted_at: null,
    created_at: at,
    last_modified: at,
  };

  it("hides a draft's content from everyone but its freelancer", () => {
    expect(customerView(draft)).toMatchObject({
      description: '',
      tasks: [],
      consentedDataTypeIds: [],
      meetingAcceptedAt: at.toISOString(),
      offerStatus: 0,
    });
    expect(proposalViewFor(draft, 'f1').description).toBe('secret');
    expect(proposalViewFor(draft, 'c1').description).toBe('');
  });

  it('shows a sent proposal in full', () => {
    const sent = { ...draft, status: 4 as const, offer_sent_at: at };
    expect(proposalViewFor(sent, 'c1')).toMatchObject({ description: 'secret', offerStatus: 1 });
  });
});
