/**
 * Helpers of @mp/contracts that live beside zod schemas. This module is only ever loaded with
 * `import()` (see loadContractHelpers), so zod stays out of the remote's first chunk.
 */
export { freelancerPathForJob, proposalOfferStatus, rejectedProposalPatch } from '@mp/contracts';
