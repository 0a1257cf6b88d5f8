import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MoneyFormat, MoneyValue } from '@mp/contracts';
import { Money, MoneyField, MoneyProvider, useMoney } from './index';

const POUNDS: MoneyFormat = { currency: 'GBP', locale: 'en', sign: '£' };
const EUROS_DE: MoneyFormat = { currency: 'EUR', locale: 'de', sign: '€' };

/** Intl separates the number and the sign with a no-break space. */
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function Amounts() {
  const money = useMoney();
  return <p data-testid="amounts">{`${money.format(350000)} | ${money.valueOf(4550).text}`}</p>;
}

describe('Money', () => {
  it("writes minor units in the page's currency and language", () => {
    const { rerender } = render(
      <MoneyProvider format={POUNDS}>
        <output>
          <Money minor={350000} />
        </output>
        <Amounts />
      </MoneyProvider>,
    );
    expect(screen.getByText('£3,500.00', { selector: 'output' })).toBeInTheDocument();
    expect(screen.getByTestId('amounts')).toHaveTextContent('£3,500.00 | 45.50');

    rerender(
      <MoneyProvider format={EUROS_DE}>
        <Money minor={350000} />
        <Amounts />
      </MoneyProvider>,
    );
    expect(spaced(screen.getByTestId('amounts').textContent)).toBe('3.500,00 € | 45,50');
  });

  it('uses US dollars in English without a provider', () => {
    render(<Money minor={199} />);
    expect(screen.getByText('$1.99')).toBeInTheDocument();
  });
});

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
  it('takes major units as typed and gives the form minor units', async () => {
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

    await userEvent.type(input, '1,234.5');
    expect(input).toHaveValue('1,234.5');
    expect(onAmount).toHaveBeenLastCalledWith(123450);
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.type(input, '55');
    expect(onAmount).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('£ Per hour Enter an amount');
  });

  it('puts the sign after the number where the reader writes it so', async () => {
    const onAmount = jest.fn();
    render(
      <MoneyProvider format={EUROS_DE}>
        <RateForm onAmount={onAmount} />
      </MoneyProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Hourly rate' });
    expect(input.nextElementSibling).toHaveTextContent('€');
    await userEvent.type(input, '1.234,50');
    expect(onAmount).toHaveBeenLastCalledWith(123450);
  });
});
