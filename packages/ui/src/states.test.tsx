import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, EmptyState, ErrorState, ProgressBar, Spinner } from './index';

describe('ProgressBar', () => {
  it('exposes its value, range and text', () => {
    render(<ProgressBar label="Profile complete" value={3} min={0} max={4} valueText="3 of 4" />);
    const bar = screen.getByRole('progressbar', { name: 'Profile complete' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 4');
    expect(bar.firstElementChild).toHaveStyle({ width: '75%' });
  });

  it('clamps values outside the range', () => {
    render(<ProgressBar label="Upload" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar label="Uploading" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-busy', 'true');
    expect(bar).toHaveClass('mp-progress--indeterminate');
  });
});

describe('ErrorState', () => {
  it('announces the message and retries on click', async () => {
    const onRetry = jest.fn();
    render(
      <ErrorState
        title="Jobs"
        message="Could not load jobs"
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load jobs');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a handler', () => {
    render(<ErrorState message="Gone" retryLabel="Try again" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Alert', () => {
  it('interrupts for errors and speaks politely otherwise', () => {
    const { rerender } = render(<Alert type="error">Payment failed</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('alert')).toHaveClass('mp-alert--error');

    rerender(<Alert type="success">Saved</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('offers a labelled dismiss button when asked', async () => {
    const onDismiss = jest.fn();
    render(
      <Alert type="warning" onDismiss={onDismiss} dismissLabel="Dismiss">
        Complete onboarding
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner and EmptyState', () => {
  it('Spinner is a status with a hidden label', () => {
    render(<Spinner label="Loading jobs" />);
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toHaveTextContent('Loading jobs');
    expect(screen.getByText('Loading jobs')).toHaveClass('mp-visually-hidden');
  });

  it('EmptyState shows a heading, text and action', () => {
    render(
      <EmptyState
        title="No jobs yet"
        description="Post your first job."
        action={<a href="/post-job">Post a job</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No jobs yet' })).toBeInTheDocument();
    expect(screen.getByText('Post your first job.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/post-job');
  });
});
