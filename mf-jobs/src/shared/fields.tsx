import type { ReactNode } from 'react';

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
