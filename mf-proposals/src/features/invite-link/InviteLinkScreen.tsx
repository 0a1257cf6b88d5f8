import { useRef, useState } from 'react';
import { Link, useSearchParams } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, EmptyState } from '@mp/ui';
import { useApi, useArea } from '@mp/remote-kit';
import { isHttpError } from '@mp/signed-http';
import { NAMESPACE } from '../../i18n/resources';
import { readableError } from '../../lib/errors';
import { ProposalsPage, useSitePath } from '../../lib/ProposalsPage';
import { inviteWithSignature, type SignedInvite } from './api';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'invited'; created: boolean }
  | { kind: 'refused'; message: string };

function readInvite(params: URLSearchParams): SignedInvite | null {
  const jobId = params.get('jobID');
  const freelancerId = params.get('freelancerID');
  const customerId = params.get('customerID');
  const signature = params.get('signature');
  if (!jobId || !freelancerId || !customerId || !signature) return null;
  return { jobId, freelancerId, customerId, signature };
}

/** Where to continue: the received proposals when signed in, else sign-in. */
function NextLink() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useArea();
  const sitePath = useSitePath();
  return user ? (
    <Link to={sitePath('/customer/list-all-proposals')}>{t('inviteLink.toProposals')}</Link>
  ) : (
    <Link to={sitePath('/login')}>{t('inviteLink.signIn')}</Link>
  );
}

/**
 * The customer's e-mailed invite link. The visitor confirms first, so a link preview cannot
 * use up the single-use signature.
 */
function SignedInviteCard({ invite }: { invite: SignedInvite }) {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);

  // The API answers 403 for a forged or expired signature and 409 for a used one.
  const refusalMessage = (error: unknown): string => {
    if (isHttpError(error) && error.status === 409) return t('inviteLink.used');
    if (isHttpError(error) && [400, 403, 404].includes(error.status)) {
      return t('inviteLink.invalid');
    }
    return readableError(error, { network: t('errors.network'), generic: t('errors.generic') });
  };

  const send = async () => {
    setOutcome({ kind: 'busy' });
    try {
      const answer = await inviteWithSignature(http, invite);
      setOutcome({ kind: 'invited', created: answer.created });
    } catch (error) {
      setOutcome({ kind: 'refused', message: refusalMessage(error) });
    }
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  if (outcome.kind === 'invited') {
    return (
      <div ref={resultRef} tabIndex={-1}>
        <Alert type="success" title={t('inviteLink.invitedTitle')}>
          {outcome.created ? t('inviteLink.invited') : t('inviteLink.alreadyInvited')} <NextLink />
        </Alert>
      </div>
    );
  }
  return (
    <Card heading={t('inviteLink.heading')}>
      <p>{t('inviteLink.explain')}</p>
      {outcome.kind === 'refused' && (
        <div ref={resultRef} tabIndex={-1}>
          <Alert type="error" title={t('inviteLink.refusedTitle')}>
            {outcome.message}
          </Alert>
        </div>
      )}
      {outcome.kind !== 'refused' && (
        <Button
          loading={outcome.kind === 'busy'}
          loadingLabel={t('inviteLink.sending')}
          onClick={() => void send()}
        >
          {t('inviteLink.send')}
        </Button>
      )}
    </Card>
  );
}

/** /customer/invite?jobID=&freelancerID=&customerID=&signature=: invite without signing in. */
export function InviteLinkScreen() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const invite = readInvite(params);
  return (
    <ProposalsPage screen="customerInvite">
      {invite ? (
        <SignedInviteCard invite={invite} />
      ) : (
        <EmptyState
          title={t('inviteLink.incomplete')}
          description={t('inviteLink.incompleteHint')}
          action={<NextLink />}
        />
      )}
    </ProposalsPage>
  );
}
