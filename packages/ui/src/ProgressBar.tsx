import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export interface ProgressBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Accessible name, e.g. "Upload progress". */
  label: string;
  /** Omit for an indeterminate bar (work is happening, amount unknown). */
  value?: number;
  min?: number;
  max?: number;
  /** Human-readable value, e.g. "3 of 4 steps". */
  valueText?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function ProgressBar({
  label,
  value,
  min = 0,
  max = 100,
  valueText,
  className,
  ...rest
}: ProgressBarProps) {
  const determinate = typeof value === 'number' && Number.isFinite(value) && max > min;
  const now = determinate ? clamp(value, min, max) : undefined;
  const percent = now === undefined ? undefined : ((now - min) / (max - min)) * 100;
  return (
    <div
      {...rest}
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={determinate ? valueText : undefined}
      aria-busy={determinate ? undefined : true}
      className={cx('mp-progress', !determinate && 'mp-progress--indeterminate', className)}
    >
      <div
        className="mp-progress__fill"
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
