import type { HTMLAttributes, ReactNode } from 'react';
import type { ToastType } from '@mp/contracts';
import { cx } from './cx';

export type AlertType = ToastType;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type: AlertType;
  title?: ReactNode;
  children: ReactNode;
  /** Both needed for the dismiss button to show. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** Errors interrupt (role=alert); other types are announced politely (role=status). */
export function Alert({
  type,
  title,
  children,
  onDismiss,
  dismissLabel,
  className,
  ...rest
}: AlertProps) {
  return (
    <div
      {...rest}
      role={type === 'error' ? 'alert' : 'status'}
      className={cx('mp-alert', `mp-alert--${type}`, className)}
    >
      <div className="mp-alert__content">
        {title && <p className="mp-alert__title">{title}</p>}
        <div className="mp-alert__message">{children}</div>
      </div>
      {onDismiss && dismissLabel && (
        <button
          type="button"
          className="mp-alert__dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
