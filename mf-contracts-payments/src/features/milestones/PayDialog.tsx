import type { ChargeQuote, PaymentMethodsResponse, PaymentMethodView } from '@mp/contracts';
import { Link } from '@mp/router';
import { LoadStatus, useLoad, useSitePath } from '@mp/remote-kit';
import { Alert, ConfirmDialog, useMoney } from '@mp/ui';
import { fetchPaymentMethods, fetchQuote, pay, PAYMENT_METHODS_PATH, type PayTarget } from './api';
import { useContractWork } from './context';
import { readMoneyError } from './errors';
import { moneyErrorText, useMilestonesT } from './i18n';
import { MoneyErrorMessage } from './MoneyErrorMessage';

interface PayInfo {
  quote: ChargeQuote;
  methods: PaymentMethodsResponse;
}

/** What the customer is about to pay for: a milestone, or one cycle of ongoing work. */
export interface PaySubject extends PayTarget {
  /** The milestone's title, or the cycle's period. */
  name: string;
  kind: 'milestone' | 'cycle';
}

/** A refusal the provider answered at once (the pay call succeeded, its charge did not). */
class RefusedAtOnce extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

function methodName(method: PaymentMethodView): string {
  return `${method.label} •••• ${method.last4}`;
}

/**
 * Asks before paying, with the quote (amount, the provider's fee, tax, total: docs/payments.md#fees)
 * and the way to pay that is used; a repeat of the same click after an unknown outcome reuses
 * its Idempotency-Key.
 */
export function PayDialog({ subject, onClose }: { subject: PaySubject; onClose: () => void }) {
  const { t } = useMilestonesT();
  const work = useContractWork();
  const { http } = work;
  const sitePath = useSitePath();
  const target = { milestoneId: subject.milestoneId, cycleId: subject.cycleId };
  const load = useLoad<PayInfo>(
    async (signal) => {
      const [quote, methods] = await Promise.all([
        fetchQuote(http, target, signal),
        fetchPaymentMethods(http, signal),
      ]);
      return { quote, methods };
    },
    `${subject.milestoneId}:${subject.cycleId ?? ''}`,
  );
  const quote = load.status === 'ready' ? load.data.quote : null;
  const { format: money } = useMoney();
  const title =
    subject.kind === 'cycle'
      ? t('pay.cycleTitle', { period: subject.name })
      : t(subject.retry ? 'pay.retryTitle' : 'pay.title', { title: subject.name });

  const confirm = async () => {
    const action = `pay:${subject.milestoneId}:${subject.cycleId ?? 'milestone'}`;
    const answer = await work.keys.attempt(action, (key) => pay(http, subject, key));
    const refused = answer.charge?.status === 'failed' ? answer.charge.failureCode : null;
    if (refused) {
      await work.reload();
      throw new RefusedAtOnce(refused);
    }
    onClose();
    await work.settle('pay');
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={title}
      size="small"
      confirmLabel={quote ? t('pay.confirm', { total: money(quote.total) }) : t('actions.pay')}
      confirmDisabled={!quote}
      cancelLabel={t('pay.cancel')}
      busyLabel={t('pay.busy')}
      onConfirm={confirm}
      describeFailure={(error) => ({
        title: t('pay.failed'),
        message:
          error instanceof RefusedAtOnce ? (
            moneyErrorText(t, readMoneyError({ code: error.code }))
          ) : (
            <MoneyErrorMessage error={readMoneyError(error)} offerWaysToPay />
          ),
      })}
    >
      <LoadStatus
        load={load}
        loadingLabel={t('pay.loadingQuote')}
        errorTitle={t('pay.quoteFailed')}
        errorMessage={(error) => moneyErrorText(t, { ...error, code: null, paymentCode: null })}
        retryLabel={t('work.retry')}
        headingLevel={3}
      >
        {({ quote: ready, methods }) => (
          <>
            <dl className="mp-work__quote">
              <div>
                <dt>{t('pay.amount')}</dt>
                <dd>{money(ready.amount)}</dd>
              </div>
              <div>
                <dt>{t('pay.fee')}</dt>
                <dd>{money(ready.fee)}</dd>
              </div>
              <div>
                <dt>{t('pay.tax')}</dt>
                <dd>{money(ready.tax)}</dd>
              </div>
              <div className="mp-work__quote-total">
                <dt>{t('pay.total')}</dt>
                <dd>{money(ready.total)}</dd>
              </div>
            </dl>
            <DefaultMethod methods={methods} addPath={sitePath(PAYMENT_METHODS_PATH)} />
            <p className="mp-work__muted">
              {t(subject.kind === 'cycle' ? 'pay.cycleNote' : 'pay.escrow')}
            </p>
          </>
        )}
      </LoadStatus>
    </ConfirmDialog>
  );
}

function DefaultMethod({ methods, addPath }: { methods: PaymentMethodsResponse; addPath: string }) {
  const { t } = useMilestonesT();
  const used = methods.paymentMethods.find((method) => method.isDefault);
  if (used) return <p>{t('pay.method', { method: methodName(used) })}</p>;
  return (
    <Alert type="warning">
      {t('pay.noMethod')} <Link to={addPath}>{t('pay.addMethod')}</Link>
    </Alert>
  );
}
