import { useState } from 'react';
import {
  DISPUTE_OUTCOMES,
  EMPTY_MONEY_VALUE,
  type Dispute,
  type DisputeOutcome,
  type MoneyValue,
} from '@mp/contracts';
import { MoneyField, readError, useApi } from '@mp/remote-kit';
import { Card, ConfirmDialog, Money, SelectField, Button } from '@mp/ui';
import { decideDispute } from './api';
import { disputeErrorText, useDisputesT } from './i18n';

/** Whether a split's share is more than nothing and less than the whole amount. */
export function validShare(value: MoneyValue, amount: number): boolean {
  return value.minor !== null && value.minor > 0 && value.minor < amount;
}

/**
 * The administrator's decision (docs/disputes.md#resolving): release, refund or split with the
 * freelancer's share, confirmed before the money moves.
 */
export function ResolveForm({ dispute, onResolved }: { dispute: Dispute; onResolved: () => void }) {
  const { t } = useDisputesT();
  const http = useApi();
  const [outcome, setOutcome] = useState<DisputeOutcome>('split');
  const [share, setShare] = useState<MoneyValue>(EMPTY_MONEY_VALUE);
  const [confirming, setConfirming] = useState(false);
  const splitInvalid = outcome === 'split' && !validShare(share, dispute.amount);
  const freelancerAmount =
    outcome === 'release' ? dispute.amount : outcome === 'refund' ? 0 : (share.minor ?? 0);
  return (
    <Card heading={t('resolve.heading')} headingLevel={2}>
      <div className="mp-disputes__form">
        <SelectField
          label={t('resolve.outcome')}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as DisputeOutcome)}
        >
          {DISPUTE_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {t(`outcome.${value}`)}
            </option>
          ))}
        </SelectField>
        {outcome === 'split' && (
          <MoneyField
            label={t('resolve.share')}
            hint={t('resolve.shareHint')}
            value={share}
            onChange={setShare}
            error={share.text !== '' && splitInvalid ? t('resolve.shareInvalid') : undefined}
          />
        )}
        <Button disabled={splitInvalid} onClick={() => setConfirming(true)}>
          {t('resolve.submit')}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          open
          onClose={() => setConfirming(false)}
          title={t('resolve.confirmTitle')}
          confirmLabel={t('resolve.confirm')}
          cancelLabel={t('cancel')}
          busyLabel={t('resolve.busy')}
          onConfirm={async () => {
            await decideDispute(
              http,
              dispute.disputeId,
              outcome === 'split' ? { outcome, freelancerAmount } : { outcome },
            );
            onResolved();
          }}
          describeFailure={(error) => ({
            title: t('resolve.failed'),
            message: disputeErrorText(t, readError(error)),
          })}
        >
          <p>
            {t('resolve.toFreelancer')} <Money minor={freelancerAmount} />
          </p>
          <p>
            {t('resolve.toCustomer')} <Money minor={dispute.amount - freelancerAmount} />
          </p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
