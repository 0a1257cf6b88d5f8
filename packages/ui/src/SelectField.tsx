import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldDescribedBy } from './FieldFrame';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and linked with aria-describedby; marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
}

/** A select in the field frame: same label, hint, error and aria wiring as TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, required, className, children, ...rest },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame id={selectId} {...{ label, hint, error, required, className }}>
      <select
        {...rest}
        ref={ref}
        id={selectId}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(selectId, hint, error, rest['aria-describedby'])}
        className="mp-field__input"
      >
        {children}
      </select>
    </FieldFrame>
  );
});
