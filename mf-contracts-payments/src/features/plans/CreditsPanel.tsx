import { formatMoney } from '@mp/contracts';
import { useState } from 'react';
import { Alert, Button, Card, SelectField } from '@mp/ui';
import type { PlansData } from './api';
import { errorText, usePlansT } from './i18n';
import type { Notice, PlansModel } from './usePlans';
import { useDates } from '@mp/remote-kit';

/** How many packs the form offers to buy at once. */
const PACK_CHOICES = [1, 2, 3, 4, 5] as const;

function CreditsNotice({ notice }: { notice: Extract<Notice, { panel: 'credits' }> }) {
  const { t } = usePlansT();
  switch (notice.kind) {
    case 'pending':
      return <Alert type="info">{t('credits.pending')}</Alert>;
    case 'refused':
      return <Alert type="error">{t('credits.refused')}</Alert>;
    case 'bought':
      return <Alert type="success">{t('credits.bought', { count: notice.credits })}</Alert>;
  }
}

/** The user's credits and allowance, and buying packs (docs/payments.md#credits). */
export function CreditsPanel({ data, model }: { data: PlansData; model: PlansModel }) {
  const { t, locale } = usePlansT();
  const dates = useDates();
  const [packs, setPacks] = useState(1);
  const [buying, setBuying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { credits } = data;
  const pack = credits.creditPack;
  const notice = model.notice?.panel === 'credits' ? model.notice : null;
  const buy = async () => {
    setBuying(true);
    setFailure(null);
    try {
      await model.buy(packs);
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBuying(false);
    }
  };
  return (
    <Card heading={t('credits.heading')} id="credits" className="mp-plans__panel">
      {notice && <CreditsNotice notice={notice} />}
      {failure && (
        <Alert type="error" title={t('credits.buyFailed')}>
          {failure}
        </Alert>
      )}
      <p className="mp-plans__balance" data-testid="plans-credits">
        {t('credits.available', { count: credits.availableCredits })}
      </p>
      <p data-testid="plans-allowance">
        {t('credits.allowance', { count: credits.availableAllowance })}
      </p>
      {credits.allowanceResetsAt && (
        <p className="mp-plans__meta">
          {t('credits.resets', { date: dates.calendar(credits.allowanceResetsAt) })}
        </p>
      )}
      <p>
        {t('credits.pack', {
          count: pack.credits,
          price: formatMoney(pack.price, { currency: pack.currency, locale }),
        })}
      </p>
      <form
        className="mp-plans__buy"
        onSubmit={(event) => {
          event.preventDefault();
          void buy();
        }}
      >
        <SelectField
          label={t('credits.packs')}
          value={packs}
          onChange={(event) => setPacks(Number(event.target.value))}
        >
          {PACK_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={buying} loadingLabel={t('credits.buying')}>
          {t('credits.buy', {
            count: packs * pack.credits,
            price: formatMoney(packs * pack.price, { currency: pack.currency, locale }),
          })}
        </Button>
      </form>
    </Card>
  );
}
