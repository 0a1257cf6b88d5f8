import { useMoney } from '@mp/ui';
import type { ContractTotals } from './moves';
import { useMilestonesT } from './i18n';

const ORDER = ['paid', 'escrow', 'due'] as const;

/** Paid, in escrow and due, in the tenant's currency (docs/payments.md#amounts). */
export function Totals({ totals }: { totals: ContractTotals }) {
  const { t } = useMilestonesT();
  const money = useMoney();
  return (
    <div role="group" aria-label={t('totals.label')}>
      <dl className="mp-work__totals">
        {ORDER.map((key) => (
          <div key={key} className="mp-work__total">
            <dt>{t(`totals.${key}`)}</dt>
            <dd>{money.format(totals[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
