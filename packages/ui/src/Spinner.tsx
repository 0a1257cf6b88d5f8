import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Announced to screen readers, e.g. "Loading jobs". */
  label: string;
  size?: 'small' | 'medium' | 'large';
}

export function Spinner({ label, size = 'medium', className, ...rest }: SpinnerProps) {
  return (
    <span
      {...rest}
      role="status"
      aria-label={label}
      className={cx('mp-spinner', `mp-spinner--${size}`, className)}
    >
      <span className="mp-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
