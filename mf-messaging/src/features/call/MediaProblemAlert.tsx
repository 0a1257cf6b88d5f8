import { Alert, Button } from '@mp/ui';
import { useMessagingT } from '../inbox/useMessagingT';
import type { MediaProblem } from './media';

/** What is wrong with the camera or microphone, and a way to try again once it is fixed. */
export function MediaProblemAlert({
  problem,
  onRetry,
}: {
  problem: MediaProblem | null;
  onRetry: () => void;
}) {
  const { t } = useMessagingT();
  if (problem === null) return null;
  const blocking = problem === 'denied' || problem === 'noDevices' || problem === 'unsupported';
  return (
    <Alert type={blocking ? 'error' : 'warning'} title={t(`call.problems.${problem}.title`)}>
      <p>{t(`call.problems.${problem}.text`)}</p>
      {problem !== 'unsupported' && (
        <Button variant="secondary" onClick={onRetry}>
          {t('call.retryMedia')}
        </Button>
      )}
    </Alert>
  );
}
