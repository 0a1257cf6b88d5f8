import { useMemo } from 'react';
import { FEATURES, type MilestoneView } from '@mp/contracts';
import { useArea } from '@mp/remote-kit';
import { CryptoPayPanel } from '../crypto/CryptoPayPanel';
import { CryptoEnvironmentContext } from '../crypto/environment';
import { useContractWork } from './context';
import { useMilestonesEnvironment } from './environment';

type PanelLevel = 2 | 3 | 4 | 5;

/**
 * The customer's second way to pay a milestone, in crypto (docs/payments.md#crypto): while the
 * tenant's `smartContract` switch is on for them, beside the card payment of a pending milestone
 * that has the freelancer's payee address, and as the record of a milestone paid in crypto.
 */
export function CryptoWayToPay({ milestone, level }: { milestone: MilestoneView; level: number }) {
  const work = useContractWork();
  const { features } = useArea();
  const { leaveSite } = useMilestonesEnvironment();
  const environment = useMemo(() => ({ leaveSite }), [leaveSite]);
  if (work.side !== 'customer' || !features[FEATURES.smartContract]) return null;
  const payable = work.canAct && milestone.payeeAddress !== null;
  if (!payable && milestone.transactionHash === null) return null;
  return (
    <CryptoEnvironmentContext.Provider value={environment}>
      <CryptoPayPanel
        jobId={milestone.jobId}
        milestone={milestone}
        onPaid={() => void work.reload()}
        headingLevel={Math.min(level + 1, 5) as PanelLevel}
      />
    </CryptoEnvironmentContext.Provider>
  );
}
