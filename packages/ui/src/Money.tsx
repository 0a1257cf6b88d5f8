import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  DEFAULT_CURRENCY,
  formatMoney,
  moneySign,
  moneyValueOf,
  readMoneyValue,
  type MoneyFormat,
  type MoneyValue,
} from '@mp/contracts';

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

/** The page's money format with its helpers, for amounts inside texts and for forms. */
export interface MoneyTools extends MoneyFormat {
  /** An amount in minor units as the reader writes money: "£3,500.00". */
  format(minor: number): string;
  /** A money input's state for what the user typed. */
  read(text: string): MoneyValue;
  /** A money input's state starting at an amount (blank for null). */
  valueOf(minor: number | null): MoneyValue;
}

export function useMoney(): MoneyTools {
  const format = useContext(MoneyContext);
  return useMemo(
    () => ({
      ...format,
      format: (minor: number) => formatMoney(minor, format),
      read: (text: string) => readMoneyValue(text, format),
      valueOf: (minor: number | null) => moneyValueOf(minor, format),
    }),
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

/** The sign beside a money input, where the reader writes it. */
export function useMoneySign(): { sign: string; before: boolean } {
  const format = useContext(MoneyContext);
  return useMemo(() => moneySign(format), [format]);
}
