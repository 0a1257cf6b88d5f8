import { useRef, useState } from 'react';
import { Link } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card } from '@mp/ui';
import { useApi } from '@mp/remote-kit';
import { isHttpError } from '@mp/signed-http';
import { NAMESPACE } from '../../i18n/resources';
import { readableError } from '../../lib/errors';
import { useSitePath } from '../../lib/ProposalsPage';
import { applyWithSignature } from './api';

export interface SignedApplyProps {
  jobId: string;
  userId: string;
  signature: string;
}

type Outcome =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'applied' } | { kind: 'refused'; message: string };

/**
 * The apply link of an invitation e-mail. The signature stands in for a session, so the call
 * is public; the visitor confirms first, so a link preview cannot use up the single-use link.
 */
export function SignedApply({ jobId, userId, signature }: SignedApplyProps) {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const sitePath = useSitePath();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);

  // The API answers 403 for a forged or expired signature and 409 for a used one.
  const refusalMessage = (error: unknown): string => {
    if (isHttpError(error) && error.status === 409) return t('signedApply.used');
    if (isHttpError(error) && [400, 403, 404].includes(error.status)) {
      return t('signedApply.invalid');
    }
    return readableError(error, { network: t('errors.network'), generic: t('errors.generic') });
  };

  const apply = async () => {
    setOutcome({ kind: 'busy' });
    try {
      await applyWithSignature(http, jobId, userId, signature);
      setOutcome({ kind: 'applied' });
    } catch (error) {
      setOutcome({ kind: 'refused', message: refusalMessage(error) });
    }
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  if (outcome.kind === 'applied') {
    return (
      <div ref={resultRef} tabIndex={-1}>
        <Alert type="success" title={t('signedApply.appliedTitle')}>
          {t('signedApply.applied')} <Link to={sitePath('/login')}>{t('signedApply.signIn')}</Link>
        </Alert>
      </div>
    );
  }
  return (
    <Card heading={t('signedApply.heading')}>
      <p>{t('signedApply.explain')}</p>
      {outcome.kind === 'refused' && (
        <div ref={resultRef} tabIndex={-1}>
          <Alert type="error" title={t('signedApply.refusedTitle')}>
            {outcome.message}
          </Alert>
        </div>
      )}
      {outcome.kind !== 'refused' && (
        <Button
          loading={outcome.kind === 'busy'}
          loadingLabel={t('signedApply.applying')}
          onClick={() => void apply()}
        >
          {t('signedApply.apply')}
        </Button>
      )}
    </Card>
  );
}
