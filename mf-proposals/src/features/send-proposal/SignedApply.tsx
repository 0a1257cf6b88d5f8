import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@mp/ui';
import { useApi, useSitePath } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { SignedLinkCard } from '../../lib/SignedLinkCard';
import { applyWithSignature } from './api';

export interface SignedApplyProps {
  jobId: string;
  userId: string;
  signature: string;
}

/**
 * The apply link of an invitation e-mail. The signature stands in for a session, so the call
 * is public.
 */
export function SignedApply({ jobId, userId, signature }: SignedApplyProps) {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const sitePath = useSitePath();
  return (
    <SignedLinkCard
      texts={{
        heading: t('signedApply.heading'),
        explain: t('signedApply.explain'),
        action: t('signedApply.apply'),
        busy: t('signedApply.applying'),
        refusedTitle: t('signedApply.refusedTitle'),
        used: t('signedApply.used'),
        invalid: t('signedApply.invalid'),
      }}
      call={() => applyWithSignature(http, jobId, userId, signature)}
      renderDone={() => (
        <Alert type="success" title={t('signedApply.appliedTitle')}>
          {t('signedApply.applied')} <Link to={sitePath('/login')}>{t('signedApply.signIn')}</Link>
        </Alert>
      )}
    />
  );
}
