import { useState } from 'react';
import type { MilestoneView } from '@mp/contracts';
import { LoadStatus, useLoad } from '@mp/remote-kit';
import { ConfirmDialog } from '@mp/ui';
import { consent, fetchDataTypes } from './api';
import { useContractWork } from './context';
import { readMoneyError } from './errors';
import { moneyErrorText, useMilestonesT } from './i18n';
import { MoneyErrorMessage } from './MoneyErrorMessage';

/**
 * The freelancer agrees to a milestone the customer proposed, choosing which of the tenant's
 * data types they share for it.
 */
export function ConsentDialog({
  milestone,
  onClose,
}: {
  milestone: MilestoneView;
  onClose: () => void;
}) {
  const { t } = useMilestonesT();
  const work = useContractWork();
  const dataTypes = useLoad((signal) => fetchDataTypes(work.http, signal), 'datatypes');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('consent.title', { title: milestone.title })}
      description={t('consent.text')}
      size="small"
      confirmLabel={t('consent.confirm')}
      cancelLabel={t('consent.cancel')}
      busyLabel={t('consent.busy')}
      onConfirm={async () => {
        await consent(work.http, milestone, [...chosen]);
        onClose();
        await work.settle('consent');
      }}
      describeFailure={(error) => ({
        title: t('consent.failed'),
        message: <MoneyErrorMessage error={readMoneyError(error)} />,
      })}
    >
      <LoadStatus
        load={dataTypes}
        loadingLabel={t('work.loading')}
        errorMessage={(error) => moneyErrorText(t, { ...error, code: null, paymentCode: null })}
        retryLabel={t('work.retry')}
        isEmpty={(types) => types.length === 0}
        empty={null}
      >
        {(types) => (
          <fieldset className="mp-work__choices">
            <legend>{t('consent.dataTypes')}</legend>
            {types.map((type) => (
              <label key={type.id} className="mp-work__choice">
                <input
                  type="checkbox"
                  checked={chosen.includes(type.id)}
                  onChange={(event) => toggle(type.id, event.target.checked)}
                />
                {type.name}
              </label>
            ))}
          </fieldset>
        )}
      </LoadStatus>
    </ConfirmDialog>
  );
}
