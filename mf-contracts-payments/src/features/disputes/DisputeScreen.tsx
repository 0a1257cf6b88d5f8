import { useState, type FormEvent } from 'react';
import { ROLES, type DisputeDetail, type DisputeMessage, type DisputePerson } from '@mp/contracts';
import { useParams } from '@mp/router';
import {
  AreaPage,
  LoadStatus,
  readError,
  useApi,
  useArea,
  useDates,
  useLoad,
} from '@mp/remote-kit';
import { Alert, Avatar, Button, Card, Money, TextArea } from '@mp/ui';
import { Files } from '../milestones/Files';
import { fetchDispute, sendDisputeMessage } from './api';
import { disputeErrorText, useDisputesT } from './i18n';
import { ResolveForm } from './ResolveForm';
import './disputes.css';

function Message({ message }: { message: DisputeMessage }) {
  const { t } = useDisputesT();
  const dates = useDates();
  return (
    <li className="mp-disputes__message">
      <span className="mp-disputes__sender">
        <Avatar name={message.sender.name} src={message.sender.picture} size={28} decorative />
        <strong>{message.sender.name}</strong>
        <span className="mp-disputes__muted">
          {t(`roles.${message.senderRole}`)} · {dates.calendar(message.createdAt)}
        </span>
      </span>
      <p>{message.message}</p>
      {message.attachments.length > 0 && <Files files={message.attachments} />}
    </li>
  );
}

function MessageForm({ disputeId, onSent }: { disputeId: string; onSent: () => void }) {
  const { t } = useDisputesT();
  const http = useApi();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setBusy(true);
    setFailure(null);
    try {
      await sendDisputeMessage(http, disputeId, text.trim());
      setText('');
      onSent();
    } catch (error) {
      setFailure(disputeErrorText(t, readError(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="mp-disputes__form" onSubmit={(event) => void submit(event)}>
      <TextArea
        label={t('thread.write')}
        maxLength={5000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {failure && (
        <Alert type="error" title={t('thread.sendFailed')}>
          {failure}
        </Alert>
      )}
      <Button
        type="submit"
        loading={busy}
        loadingLabel={t('thread.sending')}
        disabled={!text.trim()}
      >
        {t('thread.send')}
      </Button>
    </form>
  );
}

/** One party of the dispute, with their picture. */
function PartyFact({ label, party }: { label: string; party: DisputePerson }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="mp-disputes__people">
        <Avatar name={party.name} src={party.picture} size={24} decorative />
        {party.name}
      </dd>
    </div>
  );
}

function Outcome({ dispute }: { dispute: DisputeDetail }) {
  const { t } = useDisputesT();
  if (dispute.outcome === null) return <Alert type="info">{t('detail.held')}</Alert>;
  return (
    <Alert type="success" title={t(`outcome.${dispute.outcome}`)}>
      {t('detail.shares')} <Money minor={dispute.freelancerAmount ?? 0} />{' '}
      {t('detail.toFreelancer')}, <Money minor={dispute.customerAmount ?? 0} />{' '}
      {t('detail.toCustomer')}
    </Alert>
  );
}

function Detail({ dispute, reload }: { dispute: DisputeDetail; reload: () => void }) {
  const { t } = useDisputesT();
  const { user } = useArea();
  const isAdministrator = user?.role === ROLES.administrator;
  const open = dispute.status === 'open';
  return (
    <>
      <Card heading={`${dispute.jobTitle} · ${dispute.milestoneTitle}`} headingLevel={2}>
        <dl className="mp-disputes__facts">
          <div>
            <dt>{t('detail.status')}</dt>
            <dd>{t(`status.${dispute.status}`)}</dd>
          </div>
          <div>
            <dt>{t('detail.amount')}</dt>
            <dd>
              <Money minor={dispute.amount} />
            </dd>
          </div>
          <PartyFact label={t('roles.customer')} party={dispute.customer} />
          <PartyFact label={t('roles.freelancer')} party={dispute.freelancer} />
        </dl>
        <p className="mp-disputes__muted">{t('detail.reason')}</p>
        <p>{dispute.reason || t('detail.noReason')}</p>
        {dispute.evidence.length > 0 && <Files files={dispute.evidence} />}
        <Outcome dispute={dispute} />
      </Card>
      {isAdministrator && open && <ResolveForm dispute={dispute} onResolved={reload} />}
      <section aria-labelledby="dispute-thread">
        <h2 id="dispute-thread">{t('thread.heading')}</h2>
        {dispute.messages.length === 0 ? (
          <p className="mp-disputes__muted">{t('thread.empty')}</p>
        ) : (
          <ol className="mp-disputes__thread">
            {dispute.messages.map((message) => (
              <Message key={message.messageId} message={message} />
            ))}
          </ol>
        )}
        {open ? (
          <MessageForm disputeId={dispute.disputeId} onSent={reload} />
        ) : (
          <p className="mp-disputes__muted">{t('thread.closed')}</p>
        )}
      </section>
    </>
  );
}

/** One dispute: what is disputed, where the money stands, the thread, and the decision. */
export function DisputeScreen() {
  const { t } = useDisputesT();
  const http = useApi();
  const { disputeId = '' } = useParams();
  const load = useLoad((signal) => fetchDispute(http, disputeId, signal), disputeId);
  return (
    <AreaPage screen="dispute" className="mp-disputes">
      <LoadStatus
        load={load}
        loadingLabel={t('detail.loading')}
        skeleton="detail"
        errorTitle={t('detail.loadError')}
        errorMessage={(error) => disputeErrorText(t, error)}
        canRetry={(error) => error.kind !== 'notFound'}
        retryLabel={t('retry')}
      >
        {(dispute) => <Detail dispute={dispute} reload={load.reload} />}
      </LoadStatus>
    </AreaPage>
  );
}
