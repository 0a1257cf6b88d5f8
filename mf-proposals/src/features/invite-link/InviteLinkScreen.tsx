import { Link, useSearchParams } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState } from '@mp/ui';
import { AreaPage, useApi, useArea, useSitePath } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { SignedLinkCard } from '../../lib/SignedLinkCard';
import { inviteWithSignature, type SignedInvite } from './api';

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

/** The customer's e-mailed invite link. */
function SignedInviteCard({ invite }: { invite: SignedInvite }) {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  return (
    <SignedLinkCard
      texts={{
        heading: t('inviteLink.heading'),
        explain: t('inviteLink.explain'),
        action: t('inviteLink.send'),
        busy: t('inviteLink.sending'),
        refusedTitle: t('inviteLink.refusedTitle'),
        used: t('inviteLink.used'),
        invalid: t('inviteLink.invalid'),
      }}
      call={() => inviteWithSignature(http, invite)}
      renderDone={(answer) => (
        <Alert type="success" title={t('inviteLink.invitedTitle')}>
          {answer.created ? t('inviteLink.invited') : t('inviteLink.alreadyInvited')} <NextLink />
        </Alert>
      )}
    />
  );
}

/** /customer/invite?jobID=&freelancerID=&customerID=&signature=: invite without signing in. */
export function InviteLinkScreen() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const invite = readInvite(params);
  return (
    <AreaPage screen="customerInvite" className="mp-proposals">
      {invite ? (
        <SignedInviteCard invite={invite} />
      ) : (
        <EmptyState
          title={t('inviteLink.incomplete')}
          description={t('inviteLink.incompleteHint')}
          action={<NextLink />}
        />
      )}
    </AreaPage>
  );
}
