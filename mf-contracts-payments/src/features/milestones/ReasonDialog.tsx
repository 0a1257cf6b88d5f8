import { useState } from 'react';
import { ConfirmDialog, TextArea } from '@mp/ui';
import { readMoneyError } from './errors';
import { useMilestonesT } from './i18n';
import { MoneyErrorMessage } from './MoneyErrorMessage';

/**
 * Asks why before an action that needs a reason (requesting changes, disputing hours), then
 * runs it with the reason given.
 */
export function ReasonDialog({
  title,
  label,
  confirmLabel,
  failedTitle,
  onConfirm,
  onClose,
}: {
  title: string;
  label: string;
  confirmLabel: string;
  failedTitle: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useMilestonesT();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('reason.cancel')}
      busyLabel={t('reason.busy')}
      confirmDisabled={reason.trim() === ''}
      onConfirm={() => onConfirm(reason.trim())}
      describeFailure={(error) => ({
        title: failedTitle,
        message: <MoneyErrorMessage error={readMoneyError(error)} />,
      })}
    >
      <TextArea
        label={label}
        hint={t('reason.required')}
        required
        maxLength={2000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
