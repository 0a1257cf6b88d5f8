import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldDescribedBy } from './FieldFrame';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and linked with aria-describedby; marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
}

/** A multi-line TextField: same label, hint, error and aria wiring, same theme. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, required, className, rows = 4, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} {...{ label, hint, error, required, className }}>
      <textarea
        {...rest}
        ref={ref}
        id={inputId}
        rows={rows}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(inputId, hint, error, rest['aria-describedby'])}
        className="mp-field__input mp-field__textarea"
      />
    </FieldFrame>
  );
});
