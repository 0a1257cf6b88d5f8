import { CONTRACT_TYPE, type JobView } from '@mp/contracts';
import { useMilestonesT } from './i18n';

/**
 * The CONTRACT TYPE of a job ('Ongoing Work' or pay by task) and, for ongoing work, its CYCLE
 * DURATION, as terms of the description list they are placed in.
 */
export function ContractTypeFacts({
  job,
}: {
  job: Pick<JobView, 'contractType' | 'cycleDuration'>;
}) {
  const { t } = useMilestonesT();
  const ongoing = job.contractType === CONTRACT_TYPE.payByWeekOrMonth;
  return (
    <>
      <div>
        <dt>{t('contractType.heading')}</dt>
        <dd>{t(ongoing ? 'contractType.ongoingWork' : 'contractType.payByTask')}</dd>
      </div>
      {ongoing && job.cycleDuration && (
        <div>
          <dt>{t('contractType.cycleDuration')}</dt>
          <dd>{t(`contractType.${job.cycleDuration}`)}</dd>
        </div>
      )}
    </>
  );
}
