import { useEffect, useState } from 'react';
import {
  getIdentityVerification,
  startIdentityVerification,
  type IdentityVerification,
} from '@mp/contracts';
import { LoadStatus, readError, useApi, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, TextField, VerifiedBadge } from '@mp/ui';
import { useProfileT } from '../../shared/useProfileT';

/** How often a pending verification is read again, until the provider decides. */
export const PENDING_POLL_MS = 3_000;

/** The sandbox provider's test document numbers (docs/payments.md#identity-verification). */
const SANDBOX_DOCUMENTS = { verified: 'ID000000', refused: 'ID111111', pending: 'ID333333' };

function VerificationForm({ onStarted }: { onStarted: (v: IdentityVerification) => void }) {
  const { t } = useProfileT();
  const api = useApi();
  const [fullName, setFullName] = useState('');
  const [documentNumber, setDocumentNumber] = useState('');
  const [sending, setSending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);

  const send = async () => {
    setSending(true);
    setFailed(false);
    setFields({});
    try {
      onStarted(await api.call(startIdentityVerification, { body: { fullName, documentNumber } }));
    } catch (error) {
      const readable = readError(error);
      setFields(readable.fields);
      setFailed(Object.keys(readable.fields).length === 0);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className="mp-field__hint">{t('identity.sandboxHint', SANDBOX_DOCUMENTS)}</p>
      <TextField
        label={t('identity.fullName')}
        name="fullName"
        autoComplete="name"
        required
        maxLength={120}
        value={fullName}
        error={fields.fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
      <TextField
        label={t('identity.documentNumber')}
        hint={t('identity.documentNumberHint')}
        name="documentNumber"
        required
        maxLength={30}
        value={documentNumber}
        error={fields.documentNumber}
        onChange={(event) => setDocumentNumber(event.target.value)}
      />
      {failed && <Alert type="error">{t('identity.startFailed')}</Alert>}
      <Button type="submit" loading={sending} loadingLabel={t('identity.starting')}>
        {t('identity.start')}
      </Button>
    </form>
  );
}

/** Reads a pending verification again every few seconds until the provider decides. */
function usePendingPoll(
  verification: IdentityVerification | null,
  onRead: (v: IdentityVerification) => void,
) {
  const api = useApi();
  const pending = verification?.status === 'pending';
  useEffect(() => {
    if (!pending) return undefined;
    const controller = new AbortController();
    const timer = setInterval(() => {
      // A failed read is tried again at the next tick; the shown status stays meanwhile.
      api
        .call(getIdentityVerification, { signal: controller.signal })
        .then(onRead, () => undefined);
    }, PENDING_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [api, pending, onRead]);
}

function VerificationState({
  verification,
  onChange,
}: {
  verification: IdentityVerification;
  onChange: (v: IdentityVerification) => void;
}) {
  const { t } = useProfileT();
  usePendingPoll(verification, onChange);
  const { status } = verification;
  return (
    <>
      <div role="status" aria-live="polite">
        {status === 'verified' && (
          <p>
            <VerifiedBadge label={t('identity.verifiedBadge')} /> {t('identity.verified')}
          </p>
        )}
        {status === 'pending' && <p>{t('identity.pending')}</p>}
        {status === 'unverified' && <p>{t('identity.unverified')}</p>}
      </div>
      {status === 'refused' && (
        <Alert type="error">
          {t('identity.refused', { reason: verification.reason ?? t('identity.noReason') })}
        </Alert>
      )}
      {verification.required && status !== 'verified' && (
        <Alert type="warning">{t('identity.required')}</Alert>
      )}
      {(status === 'unverified' || status === 'refused') && (
        <VerificationForm onStarted={onChange} />
      )}
    </>
  );
}

/**
 * "Verify your identity" (docs/payments.md#identity-verification): the status, the sandbox
 * provider's form, a pending check read again until decided, a refusal with its reason and a
 * retry. Shown where the tenant offers verification, or to a verified user.
 */
export function IdentityVerificationSection() {
  const { t } = useProfileT();
  const api = useApi();
  const load = useLoad((signal) => api.call(getIdentityVerification, { signal }), 'identity');
  if (load.status === 'ready' && !load.data.offered && load.data.status !== 'verified') return null;
  return (
    <Card heading={t('identity.title')} headingLevel={2} id="identity-verification">
      <LoadStatus
        load={load}
        loadingLabel={t('identity.loading')}
        errorMessage={t('identity.loadFailed')}
        retryLabel={t('identity.retry')}
        headingLevel={3}
      >
        {(verification) => (
          <VerificationState verification={verification} onChange={load.setData} />
        )}
      </LoadStatus>
    </Card>
  );
}
