import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { MoneyFormat, MoneyValue } from '@mp/contracts';
import { MoneyProvider } from '@mp/ui';
import { MoneyField } from './MoneyField';

const POUNDS: MoneyFormat = { currency: 'GBP', locale: 'en', sign: '£' };
const EUROS_DE: MoneyFormat = { currency: 'EUR', locale: 'de', sign: '€' };

function RateForm({ onAmount }: { onAmount: (minor: number | null) => void }) {
  const [value, setValue] = useState<MoneyValue>({ text: '', minor: null });
  return (
    <MoneyField
      label="Hourly rate"
      hint="Per hour"
      error={value.text && value.minor === null ? 'Enter an amount' : undefined}
      value={value}
      onChange={(next) => {
        setValue(next);
        onAmount(next.minor);
      }}
    />
  );
}

describe('MoneyField', () => {
  it('takes major units as typed and gives the form minor units', () => {
    const onAmount = jest.fn();
    render(
      <MoneyProvider format={POUNDS}>
        <RateForm onAmount={onAmount} />
      </MoneyProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Hourly rate' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('£ Per hour');
    expect(input.previousElementSibling).toHaveTextContent('£');

    fireEvent.change(input, { target: { value: '1,234.5' } });
    expect(input).toHaveValue('1,234.5');
    expect(onAmount).toHaveBeenLastCalledWith(123450);
    expect(input).not.toHaveAttribute('aria-invalid');

    fireEvent.change(input, { target: { value: '1,234.555' } });
    expect(onAmount).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('£ Per hour Enter an amount');
  });

  it('puts the sign after the number where the reader writes it so', () => {
    const onAmount = jest.fn();
    render(
      <MoneyProvider format={EUROS_DE}>
        <RateForm onAmount={onAmount} />
      </MoneyProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Hourly rate' });
    expect(input.nextElementSibling).toHaveTextContent('€');
    fireEvent.change(input, { target: { value: '1.234,50' } });
    expect(onAmount).toHaveBeenLastCalledWith(123450);
  });
});
