import { useState, type FormEvent } from 'react';
import { APPROVAL_REASON_MAX_LENGTH, type AdminCustomer } from '@mp/contracts';
import { Button, Dialog, TextArea } from '@mp/ui';
import type { TFunction } from 'i18next';

export interface DeclineDialogProps {
  customer: AdminCustomer;
  busy: boolean;
  /** Why the last attempt failed, shown inside the dialog (the page behind it is inert). */
  error?: string | undefined;
  t: TFunction<'admin'>;
  onCancel(): void;
  onConfirm(reason: string): void;
}

/** Asks for an optional reason before declining; the dialog traps focus and returns it on close. */
export function DeclineDialog({
  customer,
  busy,
  error,
  t,
  onCancel,
  onConfirm,
}: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > APPROVAL_REASON_MAX_LENGTH;
  const formId = `decline-${customer.userId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong && !busy) onConfirm(reason.trim());
  };
  return (
    <Dialog
      open
      size="small"
      onClose={onCancel}
      closeLabel={t('close')}
      title={t('declineTitle', { name: customer.name })}
      description={t('declineDescription')}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            loading={busy}
            loadingLabel={t('declining')}
          >
            {t('confirmDecline')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {error !== undefined && (
          <p role="alert" className="mp-approvals__feedback mp-approvals__feedback--error">
            {error}
          </p>
        )}
        <TextArea
          label={t('reason')}
          hint={t('reasonHint', { max: APPROVAL_REASON_MAX_LENGTH })}
          error={tooLong ? t('reasonTooLong', { max: APPROVAL_REASON_MAX_LENGTH }) : undefined}
          value={reason}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
