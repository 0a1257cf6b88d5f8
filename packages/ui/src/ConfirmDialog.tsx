import { useState, type ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';

/** Why the action failed, in the user's words. */
export interface ConfirmFailure {
  title?: ReactNode;
  message: ReactNode;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The rest of the question: what the action takes (a job to pick, milestones to start). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** Read with the confirm button while the action runs, e.g. "Working". */
  busyLabel: string;
  /** Accessible name of the × button; the button shows only when given. */
  closeLabel?: string;
  /** The action cannot run yet (e.g. nothing chosen). */
  confirmDisabled?: boolean;
  /** The action refuses or removes something: its button takes the cancel style. */
  destructive?: boolean;
  size?: DialogProps['size'];
  /** Cancel, ×, Escape or the backdrop; ignored while the action runs. */
  onClose: () => void;
  /** Runs the action; a rejection keeps the dialog open and shows `describeFailure`'s words. */
  onConfirm: () => Promise<void>;
  describeFailure: (error: unknown) => ConfirmFailure;
}

/** Asks before an action and runs it; while it runs the dialog stays, and a failure shows inside. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, children, destructive = false, onClose } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ConfirmFailure | null>(null);

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await props.onConfirm();
      setBusy(false);
    } catch (error) {
      setBusy(false);
      setFailure(props.describeFailure(error));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      closeLabel={props.closeLabel}
      title={title}
      description={description}
      size={props.size}
      footer={
        <>
          <Button variant={destructive ? 'secondary' : 'cancel'} onClick={close}>
            {props.cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'cancel' : 'primary'}
            loading={busy}
            loadingLabel={props.busyLabel}
            disabled={props.confirmDisabled}
            onClick={() => void confirm()}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {failure && (
        <Alert type="error" title={failure.title}>
          {failure.message}
        </Alert>
      )}
    </Dialog>
  );
}
