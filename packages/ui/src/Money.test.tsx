import { render, screen } from '@testing-library/react';
import type { MoneyFormat } from '@mp/contracts';
import { Money, MoneyProvider, useMoney } from './index';

const POUNDS: MoneyFormat = { currency: 'GBP', locale: 'en', sign: '£' };
const EUROS_DE: MoneyFormat = { currency: 'EUR', locale: 'de', sign: '€' };

/** Intl separates the number and the sign with a no-break space. */
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function Amounts() {
  const money = useMoney();
  return (
    <p data-testid="amounts">{`${money.format(350000)} | ${money.currency} ${money.locale}`}</p>
  );
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
    expect(screen.getByTestId('amounts')).toHaveTextContent('£3,500.00 | GBP en');

    rerender(
      <MoneyProvider format={EUROS_DE}>
        <Money minor={350000} />
        <Amounts />
      </MoneyProvider>,
    );
    expect(spaced(screen.getByTestId('amounts').textContent)).toBe('3.500,00 € | EUR de');
  });

  it('uses US dollars in English without a provider', () => {
    render(<Money minor={199} />);
    expect(screen.getByText('$1.99')).toBeInTheDocument();
  });
});
