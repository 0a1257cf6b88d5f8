import type { ReactNode } from 'react';
import { cx } from './cx';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** The label / hint / error frame of TextField and TextArea, for other framed controls. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={cx('mp-field', error ? 'mp-field--invalid' : undefined, className)}>
      <label className="mp-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="mp-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mp-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mp-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria-describedby of a framed control: the caller's own ids, then its hint and error. */
export function fieldDescribedBy(
  id: string,
  hint: ReactNode,
  error: ReactNode,
  own: string | undefined,
): string | undefined {
  return (
    [own, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
      .filter(Boolean)
      .join(' ') || undefined
  );
}
