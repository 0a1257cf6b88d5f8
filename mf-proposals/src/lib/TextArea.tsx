import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A multi-line field styled and wired like @mp/ui's TextField (label, hint, error). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, required, rows = 4, ...rest },
  ref,
) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'mp-field mp-field--invalid' : 'mp-field'}>
      <label className="mp-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="mp-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mp-field__hint">
          {hint}
        </p>
      )}
      <textarea
        {...rest}
        ref={ref}
        id={id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mp-field__input mp-proposals__textarea"
      />
      {error && (
        <p id={errorId} className="mp-field__error">
          {error}
        </p>
      )}
    </div>
  );
});
