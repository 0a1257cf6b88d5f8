import { PROPOSAL_OFFER_STATUS, PROPOSAL_STATUS, type ProposalStatus } from '../constants';
import { ZProposal } from './proposal';
import {
  isDraftProposalStatus,
  isSentProposalStatus,
  proposalOfferStatus,
  proposalStatusOfOffer,
} from './proposal-status';

const accepted = '2026-11-23T00:00:00Z';

describe('proposalOfferStatus (composing reading -> offer reading)', () => {
  it('reads every composing status before sending as a draft', () => {
    for (const status of [0, 1, 2, 3] as const) {
      expect(proposalOfferStatus(status, null)).toBe(PROPOSAL_OFFER_STATUS.draft);
      expect(isDraftProposalStatus(status)).toBe(true);
      expect(isSentProposalStatus(status)).toBe(false);
    }
  });

  it('reads created as sent, or accepted once accepted_at is set', () => {
    expect(proposalOfferStatus(PROPOSAL_STATUS.created, null)).toBe(PROPOSAL_OFFER_STATUS.sent);
    expect(proposalOfferStatus(PROPOSAL_STATUS.created, undefined)).toBe(
      PROPOSAL_OFFER_STATUS.sent,
    );
    expect(proposalOfferStatus(PROPOSAL_STATUS.created, accepted)).toBe(
      PROPOSAL_OFFER_STATUS.accepted,
    );
    expect(proposalOfferStatus(PROPOSAL_STATUS.created, new Date(accepted))).toBe(
      PROPOSAL_OFFER_STATUS.accepted,
    );
    expect(isSentProposalStatus(PROPOSAL_STATUS.created)).toBe(true);
    expect(isDraftProposalStatus(PROPOSAL_STATUS.created)).toBe(false);
  });

  it('keeps rejected as rejected (5) in both readings', () => {
    expect(proposalOfferStatus(PROPOSAL_STATUS.rejected, null)).toBe(5);
    expect(proposalOfferStatus(PROPOSAL_STATUS.rejected, accepted)).toBe(5);
    expect(isDraftProposalStatus(PROPOSAL_STATUS.rejected)).toBe(false);
  });
});

describe('proposalStatusOfOffer (offer reading -> stored status)', () => {
  it('round-trips every offer status through the stored reading', () => {
    for (const offer of Object.values(PROPOSAL_OFFER_STATUS)) {
      const { status, accepted: isAccepted } = proposalStatusOfOffer(offer);
      expect(proposalOfferStatus(status, isAccepted ? accepted : null)).toBe(offer);
    }
  });

  it('stores sent and accepted as created (4) and draft as drafting (0)', () => {
    expect(proposalStatusOfOffer(PROPOSAL_OFFER_STATUS.draft)).toEqual({
      status: 0,
      accepted: false,
    });
    expect(proposalStatusOfOffer(PROPOSAL_OFFER_STATUS.sent)).toEqual({
      status: 4,
      accepted: false,
    });
    expect(proposalStatusOfOffer(PROPOSAL_OFFER_STATUS.accepted)).toEqual({
      status: 4,
      accepted: true,
    });
    expect(proposalStatusOfOffer(PROPOSAL_OFFER_STATUS.rejected)).toEqual({
      status: 5,
      accepted: false,
    });
  });
});

describe('ZProposal', () => {
  it('carries the derived offer status and the acceptance times when given', () => {
    const base = {
      proposalId: 'p1',
      jobId: 'j1',
      freelancerId: 'f1',
      description: 'I can do this',
      tasks: [],
      status: PROPOSAL_STATUS.created as ProposalStatus,
      offerSentAt: accepted,
      invitedFreelancersIds: [],
      acceptedFreelancersIds: [],
      consentedDataTypeIds: [],
      isShortListed: true,
      createdAt: accepted,
      lastModified: accepted,
    };
    expect(ZProposal.safeParse(base).success).toBe(true);
    const full = { ...base, offerStatus: 2, meetingAcceptedAt: null, acceptedAt: accepted };
    expect(ZProposal.parse(full)).toEqual(full);
    expect(ZProposal.safeParse({ ...base, offerStatus: 3 }).success).toBe(false);
  });
});
