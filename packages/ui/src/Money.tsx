import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, formatMoney, type MoneyFormat } from '@mp/contracts';

/**
 * How amounts read on this page: the tenant's currency and sign, the reader's language
 * (docs/payments.md#amounts). The shell provides it; remote-kit provides it inside each remote
 * from `RemoteAppProps.tenant`. Without a provider: US dollars in English.
 */
const MoneyContext = createContext<MoneyFormat>({ currency: DEFAULT_CURRENCY, locale: 'en' });

export function MoneyProvider({ format, children }: { format: MoneyFormat; children: ReactNode }) {
  const { currency, locale, sign } = format;
  const value = useMemo(() => ({ currency, locale, sign }), [currency, locale, sign]);
  return <MoneyContext.Provider value={value}>{children}</MoneyContext.Provider>;
}

/**
 * The page's money format, for amounts inside texts (`format`) and for forms, which read typed
 * amounts with it (`readMoneyValue`, `moneyValueOf` of @mp/contracts; remote-kit's MoneyField).
 */
export interface MoneyTools extends MoneyFormat {
  /** An amount in minor units as the reader writes money: "£3,500.00". */
  format(minor: number): string;
}

export function useMoney(): MoneyTools {
  const format = useContext(MoneyContext);
  return useMemo(
    () => ({ ...format, format: (minor: number) => formatMoney(minor, format) }),
    [format],
  );
}

export interface MoneyProps {
  /** The amount in minor units of the tenant's currency. */
  minor: number;
}

/** An amount with the tenant's currency sign, in the reader's language: text, no element. */
export function Money({ minor }: MoneyProps) {
  const format = useContext(MoneyContext);
  return <>{formatMoney(minor, format)}</>;
}
