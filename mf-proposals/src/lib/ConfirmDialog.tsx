import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog } from '@mp/ui';
import { NAMESPACE } from '../locales';
import { readableError } from './errors';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  /** The confirm button stays unavailable (e.g. nothing chosen yet). */
  confirmDisabled?: boolean;
  /** A destructive action shows its button in the cancel style. */
  destructive?: boolean;
  children?: ReactNode;
  onClose: () => void;
  /** Runs the action; a rejection keeps the dialog open with the readable reason. */
  onConfirm: () => Promise<void>;
}

/** Asks before an action that changes a job or proposal, and shows why it failed. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, destructive, children, onClose } = props;
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await props.onConfirm();
      setBusy(false);
    } catch (error) {
      setBusy(false);
      setProblem(
        readableError(error, { network: t('errors.network'), generic: t('errors.generic') }),
      );
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      closeLabel={t('close')}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            variant={destructive ? 'cancel' : 'primary'}
            loading={busy}
            loadingLabel={t('working')}
            disabled={props.confirmDisabled}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {problem && <Alert type="error">{problem}</Alert>}
    </Dialog>
  );
}
