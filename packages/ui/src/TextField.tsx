import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, fieldDescribedBy } from './FieldFrame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and linked with aria-describedby; marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, required, className, type = 'text', ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} {...{ label, hint, error, required, className }}>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type={type}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(inputId, hint, error, rest['aria-describedby'])}
        className="mp-field__input"
      />
    </FieldFrame>
  );
});
