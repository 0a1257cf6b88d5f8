import { JOB_STATUS, type JobView } from '@mp/contracts';
import { Link } from '@mp/router';
import { useArea, useRemoteAvailable, useSitePath } from '@mp/remote-kit';
import { meetPath } from './format';
import { useContractsT } from './i18n';

/**
 * "Video call" on a running contract: opens the call about the job, which rings its customer and
 * the freelancers hired on it. Shown while video calls and messaging are on.
 */
export function ContractCallLink({
  job,
  side,
}: {
  job: Pick<JobView, 'jobID' | 'jobStatus' | 'title'>;
  side: 'customer' | 'freelancer';
}) {
  const { t } = useContractsT();
  const { features } = useArea();
  const sitePath = useSitePath();
  const canCall = useRemoteAvailable('mf_messaging') && features.videoChat === true;
  if (!canCall || job.jobStatus !== JOB_STATUS.contract) return null;
  return (
    <Link
      className="mp-contracts__link-button"
      to={sitePath(meetPath(side, job.jobID))}
      aria-label={t('videoCallLabel', { title: job.title })}
    >
      {t('videoCall')}
    </Link>
  );
}
