import { useState } from 'react';
import { DISPUTE_STATUSES, type Dispute, type DisputeStatus } from '@mp/contracts';
import { Link } from '@mp/router';
import { AreaPage, LoadStatus, useApi, useDates, useLoad, useSitePath } from '@mp/remote-kit';
import { Avatar, EmptyState, Money, Pager, SelectField } from '@mp/ui';
import { DISPUTES_PAGE_SIZE, fetchDisputes } from './api';
import { disputeErrorText, useDisputesT } from './i18n';
import './disputes.css';

function DisputeRow({ dispute }: { dispute: Dispute }) {
  const { t } = useDisputesT();
  const dates = useDates();
  const sitePath = useSitePath();
  return (
    <li className="mp-disputes__row">
      <Link to={sitePath(`/disputes/${dispute.disputeId}`)} className="mp-disputes__link">
        {dispute.jobTitle} · {dispute.milestoneTitle}
      </Link>
      <span className="mp-disputes__people">
        <Avatar name={dispute.customer.name} src={dispute.customer.picture} size={24} decorative />
        {dispute.customer.name}
        <Avatar
          name={dispute.freelancer.name}
          src={dispute.freelancer.picture}
          size={24}
          decorative
        />
        {dispute.freelancer.name}
      </span>
      <span>
        <Money minor={dispute.amount} />
      </span>
      <span className={`mp-disputes__status mp-disputes__status--${dispute.status}`}>
        {dispute.outcome === null ? t('status.open') : t(`outcome.${dispute.outcome}`)}
      </span>
      <span className="mp-disputes__muted">{dates.calendar(dispute.createdAt)}</span>
    </li>
  );
}

/** The caller's disputes (every dispute of the tenant for an administrator), newest first. */
export function DisputesScreen() {
  const { t } = useDisputesT();
  const http = useApi();
  const [status, setStatus] = useState<DisputeStatus | undefined>('open');
  const [page, setPage] = useState(1);
  const load = useLoad(
    (signal) => fetchDisputes(http, { status, page }, signal),
    `${status ?? 'all'}:${page}`,
  );
  return (
    <AreaPage screen="disputes" className="mp-disputes">
      <SelectField
        label={t('list.filter')}
        value={status ?? 'all'}
        onChange={(event) => {
          const value = event.target.value;
          setStatus(value === 'all' ? undefined : (value as DisputeStatus));
          setPage(1);
        }}
      >
        <option value="all">{t('list.all')}</option>
        {DISPUTE_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`status.${value}`)}
          </option>
        ))}
      </SelectField>
      <LoadStatus
        load={load}
        loadingLabel={t('list.loading')}
        errorTitle={t('list.loadError')}
        errorMessage={(error) => disputeErrorText(t, error)}
        retryLabel={t('retry')}
        isEmpty={(data) => data.disputes.length === 0}
        empty={<EmptyState title={t('list.empty')} description={t('list.emptyHint')} />}
      >
        {(data) => (
          <>
            <ul className="mp-disputes__list" aria-label={t('list.label')}>
              {data.disputes.map((dispute) => (
                <DisputeRow key={dispute.disputeId} dispute={dispute} />
              ))}
            </ul>
            <Pager
              page={page}
              pages={Math.ceil(data.total / DISPUTES_PAGE_SIZE)}
              onPage={setPage}
              texts={{
                label: t('list.pages'),
                previous: t('list.previous'),
                next: t('list.next'),
                pageOf: (current, pages) => t('list.pageOf', { page: current, pages }),
              }}
            />
          </>
        )}
      </LoadStatus>
    </AreaPage>
  );
}
