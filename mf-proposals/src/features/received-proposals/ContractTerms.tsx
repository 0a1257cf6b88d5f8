import { useTranslation } from 'react-i18next';
import { Money, Spinner } from '@mp/ui';
import { useApi, useDates, useLoad } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { TasksTable } from '../../lib/TasksTable';
import { fetchDataTypes } from './api';
import type { ProposalMilestoneSummary } from '@mp/contracts';
import { offeredMilestones, type ReviewEntry } from './review-model';

export interface ContractTermsProps {
  entry: ReviewEntry;
  chosen: readonly string[];
  onChange: (dataTypeIds: string[]) => void;
  /** The milestones ticked to start (when the proposal's milestones are known). */
  chosenMilestones: readonly string[];
  onChangeMilestones: (milestoneIds: string[]) => void;
}

function toggled(list: readonly string[], id: string, on: boolean): string[] {
  return on ? [...list, id] : list.filter((other) => other !== id);
}

interface MilestonePickerProps {
  milestones: readonly ProposalMilestoneSummary[];
  chosen: readonly string[];
  onChange: (milestoneIds: string[]) => void;
}

/** The proposal's milestones to start with the contract; at least one must stay ticked. */
function MilestonePicker({ milestones, chosen, onChange }: MilestonePickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const dates = useDates();
  return (
    <fieldset className="mp-proposals__consents">
      <legend className="mp-proposals__legend">
        {t('review.dialogs.contract.chooseMilestones')}
      </legend>
      {milestones.map((milestone) => (
        <label key={milestone.milestoneId} className="mp-proposals__check">
          <input
            type="checkbox"
            checked={chosen.includes(milestone.milestoneId)}
            onChange={(event) =>
              onChange(toggled(chosen, milestone.milestoneId, event.target.checked))
            }
          />
          <span>
            {milestone.title}: <Money minor={milestone.amount} />
            {milestone.dueDate && `, ${dates.calendar(milestone.dueDate)}`}
          </span>
        </label>
      ))}
      {chosen.length === 0 && (
        <p className="mp-field__error" role="alert">
          {t('review.dialogs.contract.noMilestone')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * What accepting covers: the tasks that become milestones and, when the freelancer consented
 * to share custom data, which of those data types the contract includes.
 */
export function ContractTerms(props: ContractTermsProps) {
  const { entry, chosen, onChange } = props;
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const consented = entry.proposal.consentedDataTypeIds;
  const dataTypes = useLoad(
    (signal) => (consented.length > 0 ? fetchDataTypes(http, signal) : Promise.resolve([])),
    `datatypes:${consented.join(',')}`,
  );
  const offered = offeredMilestones(entry);
  const named =
    dataTypes.status === 'ready' ? dataTypes.data.filter((d) => consented.includes(d.id)) : [];
  return (
    <>
      {offered && (
        <MilestonePicker
          milestones={offered}
          chosen={props.chosenMilestones}
          onChange={props.onChangeMilestones}
        />
      )}
      {!offered && entry.proposal.tasks.length > 0 && (
        <>
          <p>{t('review.dialogs.contract.milestones')}</p>
          <TasksTable tasks={entry.proposal.tasks} />
        </>
      )}
      {consented.length > 0 && dataTypes.status === 'loading' && (
        <Spinner size="small" label={t('review.dialogs.contract.loadingData')} />
      )}
      {named.length > 0 && (
        <fieldset className="mp-proposals__consents">
          <legend className="mp-proposals__legend">{t('review.dialogs.contract.dataTypes')}</legend>
          {named.map((dataType) => (
            <label key={dataType.id} className="mp-proposals__check">
              <input
                type="checkbox"
                checked={chosen.includes(dataType.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, dataType.id]
                      : chosen.filter((id) => id !== dataType.id),
                  )
                }
              />
              <span>{dataType.name}</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
