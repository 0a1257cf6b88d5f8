import { useTranslation } from 'react-i18next';
import { Spinner } from '@mp/ui';
import { useApi } from '@mp/remote-kit';
import { NAMESPACE } from '../../i18n/resources';
import { TasksTable } from '../../lib/TasksTable';
import { useLoad } from '../../lib/use-load';
import { fetchDataTypes } from './api';
import type { ReviewEntry } from './review-model';

export interface ContractTermsProps {
  entry: ReviewEntry;
  chosen: readonly string[];
  onChange: (dataTypeIds: string[]) => void;
}

/**
 * What accepting covers: the tasks that become milestones and, when the freelancer consented
 * to share custom data, which of those data types the contract includes.
 */
export function ContractTerms({ entry, chosen, onChange }: ContractTermsProps) {
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const consented = entry.proposal.consentedDataTypeIds;
  const { state } = useLoad(`datatypes:${consented.join(',')}`, (signal) =>
    consented.length > 0 ? fetchDataTypes(http, signal) : Promise.resolve([]),
  );
  const named = state.status === 'ready' ? state.data.filter((d) => consented.includes(d.id)) : [];
  return (
    <>
      {entry.proposal.tasks.length > 0 && (
        <>
          <p>{t('review.dialogs.contract.milestones')}</p>
          <TasksTable tasks={entry.proposal.tasks} />
        </>
      )}
      {consented.length > 0 && state.status === 'loading' && (
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
