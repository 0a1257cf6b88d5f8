import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfirmDialog, type ConfirmDialogProps } from './index';

type HarnessProps = Partial<Omit<ConfirmDialogProps, 'open' | 'onClose'>> & {
  onClose?: () => void;
};

function Harness({ onClose = () => {}, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>End contract</Button>
      <ConfirmDialog
        open={open}
        title="End this contract?"
        description="The job moves to ended."
        confirmLabel="End it"
        cancelLabel="Keep it"
        busyLabel="Ending"
        closeLabel="Close"
        onConfirm={async () => setOpen(false)}
        describeFailure={(error) => ({
          title: 'Could not end the contract',
          message: error instanceof Error ? error.message : 'Unknown',
        })}
        {...props}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'End contract' }));
  return screen.getByRole('dialog', { name: 'End this contract?' });
}

it('runs the action on confirm (here the action closes the dialog)', async () => {
  render(<Harness />);
  const dialog = await openDialog();
  expect(dialog).toHaveAccessibleDescription('The job moves to ended.');
  expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveClass('mp-button--cancel');
  await userEvent.click(within(dialog).getByRole('button', { name: 'End it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('keeps the dialog open on a failure and says why; cancelling clears it', async () => {
  const onClose = jest.fn();
  render(
    <Harness onClose={onClose} onConfirm={() => Promise.reject(new Error('Milestones unpaid'))} />,
  );
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'End it' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Could not end the contract');
  expect(alert).toHaveTextContent('Milestones unpaid');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(within(await openDialog()).queryByRole('alert')).toBeNull();
});

it('is busy while the action runs and cannot be closed meanwhile', async () => {
  let finish = () => {};
  const onClose = jest.fn();
  render(
    <Harness
      onClose={onClose}
      onConfirm={() => new Promise<void>((resolve) => (finish = resolve))}
    />,
  );
  const dialog = await openDialog();
  const confirm = within(dialog).getByRole('button', { name: /End it/ });
  await userEvent.click(confirm);
  expect(confirm).toHaveAttribute('aria-busy', 'true');
  expect(confirm).toHaveTextContent('Ending');
  await userEvent.keyboard('{Escape}');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(onClose).not.toHaveBeenCalled();
  finish();
  await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
});

it('holds the action back while it cannot run, and shows a destructive one in the cancel style', async () => {
  const onConfirm = jest.fn();
  render(<Harness onConfirm={onConfirm} confirmDisabled destructive />);
  const dialog = await openDialog();
  const confirm = within(dialog).getByRole('button', { name: 'End it' });
  expect(confirm).toBeDisabled();
  expect(confirm).toHaveClass('mp-button--cancel');
  expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveClass(
    'mp-button--secondary',
  );
  await userEvent.click(confirm);
  expect(onConfirm).not.toHaveBeenCalled();
});
