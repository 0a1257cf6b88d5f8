import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MILESTONE_STATUS, type Milestone, type PayResponse } from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { useLocation } from '@mp/router';
import { Alert, Button, TextField, useMoney } from '@mp/ui';
import { isWebUrl } from '../payment-account/environment';
import { payWithTransaction, startCryptoPayment } from './api';
import { useCryptoEnvironment } from './environment';
import { looksLikeAddress } from './address';
import { useCryptoT, type CryptoKey } from './i18n';
import { pathWithoutReturn, useWalletReturn } from './wallet-return';
import './crypto.css';

export type CryptoMilestone = Pick<
  Milestone,
  'milestoneId' | 'status' | 'payeeAddress' | 'payerAddress' | 'transactionHash'
>;

export interface CryptoPayPanelProps {
  jobId: string;
  milestone: CryptoMilestone;
  /** Told once the milestone is paid, e.g. to load the contract's milestones again. */
  onPaid?: (answer: PayResponse) => void;
  headingLevel?: 2 | 3 | 4 | 5;
}

type Phase = 'idle' | 'starting' | 'leaving' | 'paying';

interface Failure {
  title: CryptoKey;
  message: string;
}

/** The API answered with a link the panel will not follow (not http or https). */
class UnsafeLinkError extends Error {
  override readonly name = 'UnsafeLinkError';
}

const PAID_STATUSES: readonly number[] = [
  MILESTONE_STATUS.paid,
  MILESTONE_STATUS.completed,
  MILESTONE_STATUS.signedOff,
];

/** Whether the panel has something to show: a pending milestone, or one paid in crypto. */
export function showsCryptoPanel(milestone: Pick<CryptoMilestone, 'status' | 'transactionHash'>) {
  if (milestone.status === MILESTONE_STATUS.pending) return true;
  return PAID_STATUSES.includes(milestone.status) && milestone.transactionHash !== null;
}

function codeOf(error: unknown): string | null {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

/** What to tell the customer about a failed call: ours for known codes, the server's reason for a refused transfer. */
function useFailureText() {
  const { t } = useCryptoT();
  return (error: unknown): string => {
    if (error instanceof UnsafeLinkError) return t('errors.unsafeLink');
    const readable = readError(error);
    const code = codeOf(error);
    if (code === 'PAYEE_ADDRESS_REQUIRED') return t('noPayee');
    if (code === 'TRANSACTION_REJECTED' && readable.reason) return readable.reason;
    return t(`errors.${readable.kind === 'tooLarge' ? 'server' : readable.kind}`);
  };
}

/** Pays the transfer the wallet page sent, once, when the visit is the wallet's return. */
function usePayOnReturn(
  target: { jobId: string; milestoneId: string },
  payable: boolean,
  onPaid: ((answer: PayResponse) => void) | undefined,
) {
  const api = useApi();
  const failureText = useFailureText();
  const hash = useWalletReturn(target.milestoneId);
  const [paying, setPaying] = useState(hash !== null && payable);
  const [paid, setPaid] = useState<PayResponse | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // Money moves once per visit, even when effects run twice (React's strict mode).
  const asked = useRef(false);
  useEffect(() => {
    if (hash === null || !payable || asked.current) return;
    asked.current = true;
    payWithTransaction(api, target, hash).then(
      (answer) => {
        setPaying(false);
        setPaid(answer);
        onPaid?.(answer);
      },
      (error: unknown) => {
        setPaying(false);
        const title = codeOf(error) === 'TRANSACTION_REJECTED' ? 'rejected' : 'notPaid';
        setFailure({ title, message: failureText(error) });
      },
    );
  });
  return { paying, paid, failure, clearFailure: () => setFailure(null) };
}

function PaidInCrypto({ hash }: { hash: string }) {
  const { t } = useCryptoT();
  return (
    <Alert type="success" title={t('paid')}>
      <p className="mp-crypto-pay__transaction">
        {t('transaction')} <code>{hash}</code>
      </p>
    </Alert>
  );
}

function Panel({ jobId, milestone, onPaid, headingLevel = 4 }: CryptoPayPanelProps) {
  const { t } = useCryptoT();
  const money = useMoney();
  const api = useApi();
  const location = useLocation();
  const { leaveSite } = useCryptoEnvironment();
  const failureText = useFailureText();
  const headingId = useId();
  const target = { jobId, milestoneId: milestone.milestoneId };
  const pending = milestone.status === MILESTONE_STATUS.pending;
  const returned = usePayOnReturn(target, pending && milestone.payeeAddress !== null, onPaid);
  const [phase, setPhase] = useState<Phase>('idle');
  const [payer, setPayer] = useState(milestone.payerAddress ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [total, setTotal] = useState('');
  const payerRef = useRef<HTMLInputElement>(null);

  const paidHash =
    returned.paid?.milestone.transactionHash ??
    (PAID_STATUSES.includes(milestone.status) ? milestone.transactionHash : null);
  const Heading = `h${headingLevel}` as const;

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setFailure(null);
    returned.clearFailure();
    if (!looksLikeAddress(payer)) {
      setFieldError(t('invalid.format'));
      payerRef.current?.focus();
      return;
    }
    setFieldError(null);
    setPhase('starting');
    try {
      const back = pathWithoutReturn(location);
      const answer = await startCryptoPayment(api, target, {
        payerAddress: payer.trim(),
        returnPath: `${back.pathname}${back.search}${back.hash}`,
      });
      if (!isWebUrl(answer.walletLink.url)) throw new UnsafeLinkError();
      setTotal(money.format(answer.total));
      setPhase('leaving');
      leaveSite(answer.walletLink.url);
    } catch (error) {
      setPhase('idle');
      if (readError(error).fields.payerAddress !== undefined) {
        setFieldError(t('invalid.checksum'));
        return;
      }
      setFailure({ title: 'failed', message: failureText(error) });
    }
  };

  const shownFailure = failure ?? returned.failure;
  return (
    <section className="mp-crypto-pay" aria-labelledby={headingId}>
      <Heading id={headingId} className="mp-crypto-pay__heading">
        {t('title')}
      </Heading>
      {paidHash !== null ? (
        <PaidInCrypto hash={paidHash} />
      ) : milestone.payeeAddress === null ? (
        <p>{t('noPayee')}</p>
      ) : returned.paying ? (
        <p role="status">{t('checking')}</p>
      ) : phase === 'leaving' ? (
        <p role="status">{t('leaving', { total })}</p>
      ) : (
        <form noValidate onSubmit={(event) => void start(event)} aria-labelledby={headingId}>
          <p className="mp-crypto-pay__intro">{t('intro')}</p>
          <TextField
            ref={payerRef}
            name="payerAddress"
            label={t('payerAddress')}
            hint={t('payerHint')}
            value={payer}
            error={fieldError ?? undefined}
            required
            autoComplete="off"
            spellCheck={false}
            disabled={phase === 'starting'}
            onChange={(event) => {
              setPayer(event.target.value);
              setFieldError(null);
            }}
          />
          {shownFailure && (
            <Alert type="error" title={t(shownFailure.title)}>
              {shownFailure.message}
            </Alert>
          )}
          <Button type="submit" loading={phase === 'starting'} loadingLabel={t('starting')}>
            {t('start')}
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * Paying one milestone in crypto (docs/payments.md#crypto), for the customer of its contract:
 * asks for the payer address, starts the payment (its escrow and the wallet link) and sends
 * the browser to the provider's wallet; when the wallet sends it back with the transfer's hash,
 * pays the milestone with it. Self-contained (its texts are the remote's `crypto` feature namespace): place it on
 * any screen of this remote, e.g. beside a pending milestone of the contract screen.
 */
export function CryptoPayPanel(props: CryptoPayPanelProps) {
  if (!showsCryptoPanel(props.milestone)) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
