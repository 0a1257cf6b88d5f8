import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from './Button';
import type { HeadingLevel } from './Card';
import { cx } from './cx';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  message: ReactNode;
  title?: ReactNode;
  /** Both needed for the retry button to show. */
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  headingLevel?: HeadingLevel;
}

export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel = 2,
  className,
  ...rest
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} role="alert" className={cx('mp-error-state', className)}>
      {title && <Heading className="mp-error-state__title">{title}</Heading>}
      <p className="mp-error-state__message">{message}</p>
      {onRetry && retryLabel && (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
