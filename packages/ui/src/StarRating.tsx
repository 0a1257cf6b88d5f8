import { useId, type ReactNode } from 'react';
import { cx } from './cx';

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export interface StarsProps {
  /** 1 to 5; fractions round to the nearest half in the picture, the label says the number. */
  value: number;
  /** What a screen reader says, e.g. "4.5 out of 5 stars". */
  label: string;
  className?: string;
}

/** Five stars, filled up to `value`; one image to assistive technology, named by `label`. */
export function Stars({ value, label, className }: StarsProps) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} className={cx('mp-stars', className)}>
      {STAR_VALUES.map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={cx('mp-stars__star', star <= filled && 'mp-stars__star--on')}
        >
          ★
        </span>
      ))}
    </span>
  );
}

export interface StarsFieldProps {
  legend: ReactNode;
  value: number | null;
  onChange: (value: number) => void;
  /** The accessible name of each choice, e.g. (3) => "3 stars". */
  optionLabel: (value: number) => string;
  error?: ReactNode;
  name?: string;
  required?: boolean;
}

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, arrow keys choose, each choice is named
 * by `optionLabel`; the error is linked to the group.
 */
export function StarsField({
  legend,
  value,
  onChange,
  optionLabel,
  error,
  name,
  required,
}: StarsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="mp-stars-field"
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mp-field__label">{legend}</legend>
      <div className="mp-stars-field__choices">
        {STAR_VALUES.map((star) => (
          <label
            key={star}
            className={cx(
              'mp-stars-field__choice',
              value !== null && star <= value && 'mp-stars-field__choice--on',
            )}
          >
            <input
              type="radio"
              name={name ?? id}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={optionLabel(star)}
              className="mp-stars-field__input"
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mp-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
