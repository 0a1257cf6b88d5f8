import { useState } from 'react';
import { listReferrals, type ReferralsResponse } from '@mp/contracts';
import { LoadStatus, useApi, useArea, useDates, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, TextField } from '@mp/ui';
import { Avatar } from '../../shared/Avatar';
import { useProfileT } from '../../shared/useProfileT';

/** The link a user shares; the sign-up form reads its `ref` (docs/users.md#referrals). */
export function inviteLinkOf(origin: string, userId: string): string {
  return `${origin}/register?ref=${encodeURIComponent(userId)}`;
}

function InviteLink({ link }: { link: string }) {
  const { t } = useProfileT();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  return (
    <div className="mp-profile__invite">
      <TextField
        label={t('referrals.link')}
        value={link}
        readOnly
        onFocus={(e) => e.target.select()}
      />
      <Button
        variant="secondary"
        onClick={() => {
          navigator.clipboard.writeText(link).then(
            () => setCopied('copied'),
            () => setCopied('failed'),
          );
        }}
      >
        {t('referrals.copy')}
      </Button>
      <div role="status" aria-live="polite">
        {copied === 'copied' && t('referrals.copied')}
      </div>
      {copied === 'failed' && <Alert type="error">{t('referrals.copyFailed')}</Alert>}
    </div>
  );
}

function ReferralList({ loaded }: { loaded: ReferralsResponse }) {
  const { t } = useProfileT();
  const dates = useDates();
  return (
    <>
      <p>
        <strong>{t('referrals.total', { count: loaded.totalCredits })}</strong>
      </p>
      <ul className="mp-profile__referrals" aria-label={t('referrals.listLabel')}>
        {loaded.referrals.map((referral) => (
          <li key={referral.userId} className="mp-profile__attached-user">
            <Avatar name={referral.name} picture={referral.profilePicture} size="medium" />
            <span>
              <strong>{referral.name}</strong>
              <br />
              <span className="mp-field__hint">
                {t('referrals.joined', { date: dates.calendar(referral.createdAt) })}
              </span>
            </span>
            <span>{t('referrals.earned', { count: referral.credits })}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The invite link and who signed up through it (`#referrals`). */
export function Referrals() {
  const { t } = useProfileT();
  const api = useApi();
  const { user } = useArea();
  const load = useLoad((signal) => api.call(listReferrals, { signal }), 'referrals');
  return (
    <Card heading={t('referrals.title')} headingLevel={2} id="referrals">
      <LoadStatus
        load={load}
        loadingLabel={t('referrals.loading')}
        errorMessage={t('referrals.loadFailed')}
        retryLabel={t('referrals.retry')}
        headingLevel={3}
      >
        {(loaded) => (
          <>
            <p className="mp-field__hint">
              {t('referrals.hint', { count: loaded.creditsPerReferral })}
            </p>
            {user && <InviteLink link={inviteLinkOf(window.location.origin, user.id)} />}
            {loaded.referrals.length === 0 ? (
              <p>{t('referrals.empty')}</p>
            ) : (
              <ReferralList loaded={loaded} />
            )}
          </>
        )}
      </LoadStatus>
    </Card>
  );
}
