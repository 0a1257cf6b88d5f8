import { useEffect, useMemo, useRef, useState } from 'react';
import type { AdminCustomer } from '@mp/contracts';
import { isHttpError, type HttpClient } from '@mp/signed-http';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import { announceDashboardChange } from '../dashboard/dashboard-changes';
import { decideCustomer, listPendingCustomers } from './api';
import { ApprovalItem, ApprovalQueue, Fact, type Feedback } from './ApprovalQueue';
import { DeclineDialog } from './DeclineDialog';
import { ListBody } from './ListBody';
import { usePagedList } from './paged-list';
import { DateText } from '@mp/remote-kit';

type Decision = 'approve' | 'decline';

const readPendingCustomers = (http: HttpClient) => async (from?: string) => {
  const page = await listPendingCustomers(http, from);
  return { items: page.customers, next: page.lastEvaluatedKey };
};

const userIdOf = (customer: AdminCustomer) => customer.userId;

function reportFailure(error: unknown, page: 'first' | 'more') {
  const what = page === 'first' ? 'pending customers' : 'more pending customers';
  console.error(`[admin] ${what} failed`, error);
}

/** The approval queue's data: pages of pending customers, reloadable, rows removable. */
function usePendingCustomers() {
  const { http } = useSession();
  const readPage = useMemo(() => readPendingCustomers(http), [http]);
  return usePagedList({ readPage, keyOf: userIdOf, reportFailure, failedMore: 'keep' });
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
  }, [focusAfter, declining, queue.items]);

  const decide = async (customer: AdminCustomer, decision: Decision, reason = '') => {
    setBusy((current) => ({ ...current, [customer.userId]: decision }));
    setFeedback(null);
    const name = customer.name;
    const position = queue.items.findIndex((c) => c.userId === customer.userId);
    const done = () => {
      queue.remove(customer.userId);
      announceDashboardChange();
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

  return (
    <ApprovalQueue
      section="customer-approvals"
      heading={t('heading')}
      intro={t('intro')}
      headingRef={headingRef}
      feedback={feedback}
      dialogOpen={declining !== null}
    >
      <ListBody
        load={queue.load}
        isEmpty={queue.items.length === 0}
        texts={{
          loading: t('loading'),
          loadFailed: t('loadFailed'),
          empty: t('empty'),
          emptyHint: t('emptyHint'),
        }}
        onRetry={queue.reload}
        more={{ paging: queue, label: t('loadMore'), variant: 'link' }}
      >
        <ul ref={listRef} className="mp-approvals__list">
          {queue.items.map((customer) => (
            <ApprovalItem
              key={customer.userId}
              data-user-id={customer.userId}
              name={customer.name}
              approveLabel={t('approveName', { name: customer.name })}
              declineLabel={t('declineName', { name: customer.name })}
              declineText={t('decline')}
              approving={busy[customer.userId] === 'approve'}
              disabled={busy[customer.userId] !== undefined}
              onApprove={() => void decide(customer, 'approve')}
              onDecline={() => {
                setFeedback(null);
                setDeclining(customer);
              }}
            >
              <Fact term={t('email')}>{customer.email}</Fact>
              <Fact term={t('accountType')}>
                {t(customer.isCustomerOrganisation ? 'organisation' : 'individual')}
              </Fact>
              <Fact term={t('registered')}>
                <DateText value={customer.createdAt} />
              </Fact>
            </ApprovalItem>
          ))}
        </ul>
      </ListBody>
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
    </ApprovalQueue>
  );
}
