import { forwardRef, useId, useMemo, type InputHTMLAttributes, type ReactNode } from 'react';
import { moneySign, readMoneyValue, type MoneyValue } from '@mp/contracts';
import { FieldFrame, fieldDescribedBy, useMoney } from '@mp/ui';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode'
>;

export interface MoneyFieldProps extends InputProps {
  label: ReactNode;
  /** Shown under the field and linked with aria-describedby; marks the field invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** What the user typed (major units) and the amount it reads as, in minor units. */
  value: MoneyValue;
  onChange: (value: MoneyValue) => void;
}

/**
 * A money input (docs/payments.md#amounts): the user types major units in their language
 * ("35", "35,50", "1 234,50"), the tenant's currency sign stands beside the input, and the form
 * gets the amount in minor units (null while blank or unreadable). Built on @mp/ui's FieldFrame
 * and money format; it lives here, bundled into the remotes that take amounts, so the parser
 * stays off the shared @mp/ui chunk the signed-out home page loads.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { label, error, hint, id, required, className, value, onChange, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const signId = `${inputId}-currency`;
  const money = useMoney();
  const { sign, before } = useMemo(() => moneySign(money), [money]);
  const signElement = (
    <span id={signId} className="mp-money-field__sign">
      {sign}
    </span>
  );
  return (
    <FieldFrame id={inputId} {...{ label, hint, error, required, className }}>
      <div className="mp-money-field">
        {before && signElement}
        <input
          autoComplete="off"
          {...rest}
          ref={ref}
          id={inputId}
          type="text"
          inputMode="decimal"
          value={value.text}
          onChange={(event) => onChange(readMoneyValue(event.target.value, money))}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(
            inputId,
            hint,
            error,
            [signId, rest['aria-describedby']].filter(Boolean).join(' '),
          )}
          className="mp-field__input mp-money-field__input"
        />
        {!before && signElement}
      </div>
    </FieldFrame>
  );
});
