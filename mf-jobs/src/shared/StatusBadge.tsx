import type { JobStatus } from './job-types';
import { useJobsT } from './useJobsT';

/** A job's status as a labelled badge (the colour only repeats what the text says). */
export function StatusBadge({ status }: { status: JobStatus }) {
  const { t } = useJobsT();
  return (
    <span className={`mp-jobs__badge mp-jobs__badge--${status.toLowerCase()}`}>
      {t(`status.${status}`)}
    </span>
  );
}
