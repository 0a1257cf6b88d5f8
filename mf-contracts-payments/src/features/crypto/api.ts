import {
  createSmartContract,
  payMilestone,
  type ApiClient,
  type PayResponse,
  type SmartContractResponse,
} from '@mp/contracts';

/** Names the payer address and answers the escrow, the amount to send and the wallet link. */
export function startCryptoPayment(
  api: ApiClient,
  target: { jobId: string; milestoneId: string },
  body: { payerAddress: string; returnPath: string },
): Promise<SmartContractResponse> {
  return api.call(createSmartContract, { params: target, body });
}

/**
 * Pays the milestone with the transfer's hash. The key is the same for the same transfer, so a
 * repeat (a reload of the page the wallet returned to) is answered as the first time.
 */
export function payWithTransaction(
  api: ApiClient,
  target: { jobId: string; milestoneId: string },
  transactionHash: string,
): Promise<PayResponse> {
  return api.call(payMilestone, {
    params: { milestoneId: target.milestoneId },
    body: { milestoneId: target.milestoneId, jobID: target.jobId, transactionHash },
    idempotencyKey: `crypto:${target.milestoneId}:${transactionHash}`,
  });
}
