import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../locales';
import type { ProposalTask } from '@mp/contracts';
import { Money } from '@mp/ui';
import type { OfferStatusKey } from './status';
import { useDates } from '@mp/remote-kit';

/** A proposal's tasks with due dates, amounts and the total. */
export function TasksTable({ tasks }: { tasks: readonly ProposalTask[] }) {
  const { t } = useTranslation(NAMESPACE);
  const dates = useDates();
  const total = tasks.reduce((sum, task) => sum + task.amount, 0);
  return (
    <div className="mp-proposals__table-wrap">
      <table className="mp-proposals__table">
        <caption className="mp-visually-hidden">{t('compose.tasks.legend')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compose.tasks.title')}</th>
            <th scope="col">{t('compose.tasks.dueDate')}</th>
            <th scope="col" className="mp-proposals__number">
              {t('compose.tasks.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.taskId}>
              <th scope="row">
                {task.title}
                {task.description && (
                  <span className="mp-proposals__muted mp-proposals__block">
                    {task.description}
                  </span>
                )}
              </th>
              <td>{dates.calendar(task.dueDate) || t('compose.summary.noDueDate')}</td>
              <td className="mp-proposals__number">
                <Money minor={task.amount} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('compose.total')}
            </th>
            <td className="mp-proposals__number">
              <Money minor={total} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The offer status as a labelled badge. */
export function StatusBadge({ statusKey }: { statusKey: OfferStatusKey }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span className={`mp-proposals__status mp-proposals__status--${statusKey}`}>
      {t(`status.${statusKey}`)}
    </span>
  );
}
