import { useId } from 'react';
import { TextField } from '@mp/ui';

/** The colour picker needs `#rrggbb`: `#rgb` is spelled out, anything else shows black. */
export function pickerValue(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short)
    return `#${short
      .slice(1)
      .map((digit) => `${digit}${digit}`)
      .join('')}`.toLowerCase();
  return '#000000';
}

export interface ColourFieldProps {
  label: string;
  pickerLabel: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A colour as text (any CSS colour the schema accepts) with a picker beside it. */
export function ColourField({ label, pickerLabel, value, error, onChange }: ColourFieldProps) {
  const id = useId();
  return (
    <div className="mp-console__colour">
      <input
        type="color"
        className="mp-console__swatch"
        aria-label={pickerLabel}
        value={pickerValue(value)}
        onChange={(event) => onChange(event.target.value)}
      />
      <TextField
        id={id}
        label={label}
        value={value}
        error={error}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
