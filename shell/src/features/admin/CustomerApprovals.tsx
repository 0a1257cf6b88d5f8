import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminCustomer } from '@mp/contracts';
import { isHttpError } from '@mp/signed-http';
import { Button, Card, EmptyState, ErrorState, Spinner } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../session';
import { decideCustomer, listPendingCustomers } from './api';
import { DeclineDialog } from './DeclineDialog';
import './admin.css';

type Load = 'loading' | 'error' | 'ready';
type Decision = 'approve' | 'decline';

interface Feedback {
  text: string;
  failed: boolean;
}

/** The approval queue's data: pages of pending customers, reloadable, rows removable. */
function usePendingCustomers() {
  const { http } = useSession();
  const [load, setLoad] = useState<Load>('loading');
  const [customers, setCustomers] = useState<AdminCustomer[]>([]);
  const [next, setNext] = useState<string | undefined>();
  const [loadingMore, setLoadingMore] = useState(false);

  const reload = useCallback(() => {
    let live = true;
    setLoad('loading');
    listPendingCustomers(http).then(
      (page) => {
        if (!live) return;
        setCustomers(page.customers);
        setNext(page.lastEvaluatedKey);
        setLoad('ready');
      },
      (error: unknown) => {
        console.error('[admin] pending customers failed', error);
        if (live) setLoad('error');
      },
    );
    return () => {
      live = false;
    };
  }, [http]);

  useEffect(() => reload(), [reload]);

  const loadMore = useCallback(async () => {
    if (next === undefined) return;
    setLoadingMore(true);
    try {
      const page = await listPendingCustomers(http, next);
      setCustomers((current) => [
        ...current,
        ...page.customers.filter((c) => !current.some((known) => known.userId === c.userId)),
      ]);
      setNext(page.lastEvaluatedKey);
    } catch (error) {
      console.error('[admin] more pending customers failed', error);
    } finally {
      setLoadingMore(false);
    }
  }, [http, next]);

  const remove = useCallback((userId: string) => {
    setCustomers((current) => current.filter((c) => c.userId !== userId));
  }, []);

  return { load, customers, next, loadingMore, reload, loadMore, remove };
}

/**
 * "Customers waiting for approval" on an administrator's dashboard: approve, or decline with an
 * optional reason. Each outcome is announced (aria-live) and focus moves to the next customer,
 * or to the heading when none is left.
 */
export function CustomerApprovals() {
  const { t } = useTranslation(NAMESPACES.admin);
  const { http } = useSession();
  const queue = usePendingCustomers();
  const [busy, setBusy] = useState<Record<string, Decision>>({});
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [declining, setDeclining] = useState<AdminCustomer | null>(null);
  // The position of the customer just decided: focus goes to whoever is there now.
  const [focusAfter, setFocusAfter] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusAfter === null || declining !== null) return;
    const rows = listRef.current?.querySelectorAll('li') ?? [];
    const row = rows[Math.min(focusAfter, rows.length - 1)];
    (row?.querySelector('button') ?? headingRef.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, declining, queue.customers]);

  const decide = async (customer: AdminCustomer, decision: Decision, reason = '') => {
    setBusy((current) => ({ ...current, [customer.userId]: decision }));
    setFeedback(null);
    const name = customer.name;
    const position = queue.customers.findIndex((c) => c.userId === customer.userId);
    const done = () => {
      queue.remove(customer.userId);
      setDeclining(null);
      setFocusAfter(Math.max(position, 0));
    };
    try {
      await decideCustomer(http, customer.userId, {
        approved: decision === 'approve',
        ...(reason === '' ? {} : { reason }),
      });
      setFeedback({
        text: t(decision === 'approve' ? 'approved' : 'declined', { name }),
        failed: false,
      });
      done();
    } catch (error) {
      const decided = isHttpError(error) && (error.status === 409 || error.status === 404);
      setFeedback({ text: t(decided ? 'alreadyDecided' : 'actionFailed', { name }), failed: true });
      if (decided) done();
    } finally {
      setBusy(({ [customer.userId]: _done, ...rest }) => rest);
    }
  };

  let body;
  if (queue.load === 'loading') {
    body = <Spinner label={t('loading')} />;
  } else if (queue.load === 'error') {
    body = <ErrorState message={t('loadFailed')} onRetry={queue.reload} retryLabel={t('retry')} />;
  } else if (queue.customers.length === 0) {
    body = <EmptyState title={t('empty')} description={t('emptyHint')} headingLevel={3} />;
  } else {
    body = (
      <>
        <ul ref={listRef} className="mp-approvals__list">
          {queue.customers.map((customer) => {
            const state = busy[customer.userId];
            return (
              <li
                key={customer.userId}
                className="mp-approvals__item"
                data-user-id={customer.userId}
              >
                <h3 className="mp-approvals__name">{customer.name}</h3>
                <dl className="mp-approvals__facts">
                  <div>
                    <dt>{t('email')}</dt>
                    <dd>{customer.email}</dd>
                  </div>
                  <div>
                    <dt>{t('accountType')}</dt>
                    <dd>{t(customer.isCustomerOrganisation ? 'organisation' : 'individual')}</dd>
                  </div>
                  <div>
                    <dt>{t('registered')}</dt>
                    <dd>
                      <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
                    </dd>
                  </div>
                </dl>
                <div className="mp-approvals__actions">
                  <Button
                    type="button"
                    aria-label={t('approveName', { name: customer.name })}
                    loading={state === 'approve'}
                    loadingLabel={t('approving')}
                    disabled={state !== undefined}
                    onClick={() => void decide(customer, 'approve')}
                  >
                    {t('approve')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('declineName', { name: customer.name })}
                    disabled={state !== undefined}
                    onClick={() => {
                      setFeedback(null);
                      setDeclining(customer);
                    }}
                  >
                    {t('decline')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {queue.next !== undefined && (
          <Button
            type="button"
            variant="link"
            loading={queue.loadingMore}
            onClick={() => void queue.loadMore()}
          >
            {t('loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Card className="mp-approvals" data-section="customer-approvals">
      <h2 ref={headingRef} tabIndex={-1} className="mp-approvals__heading">
        {t('heading')}
      </h2>
      <p className="mp-approvals__intro">{t('intro')}</p>
      <p role="status" aria-live="polite" className="mp-approvals__feedback">
        {feedback && !feedback.failed ? feedback.text : ''}
      </p>
      <p role="alert" className="mp-approvals__feedback mp-approvals__feedback--error">
        {feedback?.failed && declining === null ? feedback.text : ''}
      </p>
      {body}
      {declining && (
        <DeclineDialog
          formId={`decline-${declining.userId}`}
          title={t('declineTitle', { name: declining.name })}
          description={t('declineDescription')}
          reasonLabel={t('reason')}
          confirmLabel={t('confirmDecline')}
          busy={busy[declining.userId] === 'decline'}
          error={feedback?.failed ? feedback.text : undefined}
          onCancel={() => setDeclining(null)}
          onConfirm={(reason) => void decide(declining, 'decline', reason)}
        />
      )}
    </Card>
  );
}
