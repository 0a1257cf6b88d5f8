import type { ContractTotals } from './moves';
import { formatMinor } from './money';
import { useMilestonesT } from './i18n';

const ORDER = ['paid', 'escrow', 'due'] as const;

/** Paid, in escrow and due, in the tenant's minor units (docs/payments.md#amounts). */
export function Totals({ totals }: { totals: ContractTotals }) {
  const { t, language } = useMilestonesT();
  return (
    <div role="group" aria-label={t('totals.label')}>
      <dl className="mp-work__totals">
        {ORDER.map((key) => (
          <div key={key} className="mp-work__total">
            <dt>{t(`totals.${key}`)}</dt>
            <dd>{formatMinor(totals[key], language)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
