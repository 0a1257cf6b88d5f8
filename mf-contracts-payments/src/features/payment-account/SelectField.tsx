import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldDescribedBy } from '@mp/ui';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A select in @mp/ui's field frame (label, hint, error linked for screen readers). */
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
        aria-describedby={fieldDescribedBy(id, hint, error, rest['aria-describedby'])}
        className="mp-field__input"
      >
        {children}
      </select>
    </FieldFrame>
  );
});
