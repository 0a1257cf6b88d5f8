import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '@mp/ui';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** The label / hint / error frame of @mp/ui's TextField, for selects. */
function FieldFrame({ id, label, hint, error, required, className, children }: FieldFrameProps) {
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

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, required, className, children, ...rest },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, hint, error, required, className }}>
      <select
        {...rest}
        ref={ref}
        id={id}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="mp-field__input"
      >
        {children}
      </select>
    </FieldFrame>
  );
});

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}

export function CheckboxField({ label, checked, onChange, name, disabled }: CheckboxFieldProps) {
  return (
    <label className="mp-jobs__check">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
