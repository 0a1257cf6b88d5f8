import { useState, type FormEvent } from 'react';
import { APPROVAL_REASON_MAX_LENGTH } from '@mp/contracts';
import { Button, Dialog, TextArea } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';

export interface DeclineDialogProps {
  /** The form's id, unique on the page (the confirm button sits outside the form). */
  formId: string;
  title: string;
  description: string;
  reasonLabel: string;
  confirmLabel: string;
  /**
   * Makes the reason required (the other side reads it), with this message when it is left
   * empty; problems then show on confirming. An optional reason shows "too long" as it is typed.
   */
  requiredMessage?: string;
  busy: boolean;
  /** Why the last attempt failed, shown inside the dialog (the page behind it is inert). */
  error?: string | undefined;
  onCancel(): void;
  onConfirm(reason: string): void;
}

/** Asks for a reason before declining; the dialog traps focus and returns it on close. */
export function DeclineDialog({
  formId,
  title,
  description,
  reasonLabel,
  confirmLabel,
  requiredMessage,
  busy,
  error,
  onCancel,
  onConfirm,
}: DeclineDialogProps) {
  const { t } = useTranslation(NAMESPACES.admin);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const required = requiredMessage !== undefined;
  const problemOf = (trimmed: string): string | undefined => {
    if (required && !trimmed) return requiredMessage;
    return trimmed.length > APPROVAL_REASON_MAX_LENGTH
      ? t('reasonTooLong', { max: APPROVAL_REASON_MAX_LENGTH })
      : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const found = problemOf(trimmed);
    if (required) setProblem(found);
    if (found === undefined && !busy) onConfirm(trimmed);
  };
  return (
    <Dialog
      open
      size="small"
      onClose={onCancel}
      closeLabel={t('close')}
      title={title}
      description={description}
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
            {confirmLabel}
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
          label={reasonLabel}
          hint={t('reasonHint', { max: APPROVAL_REASON_MAX_LENGTH })}
          required={required}
          error={required ? problem : problemOf(reason.trim())}
          value={reason}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
