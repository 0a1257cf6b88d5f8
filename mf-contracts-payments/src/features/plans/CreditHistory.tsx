import { formatSignedNumber, type CreditHistoryEntry } from '@mp/contracts';
import { Card } from '@mp/ui';
import { usePlansT } from './i18n';
import { useDates } from '@mp/remote-kit';

/** How many of the latest changes the screen lists. */
const SHOWN = 20;

function signed(value: number, locale: string): string {
  if (value === 0) return '–';
  return formatSignedNumber(value, locale);
}

/** What moved the user's credits, the newest first. */
export function CreditHistory({ entries }: { entries: readonly CreditHistoryEntry[] }) {
  const { t, locale } = usePlansT();
  const dates = useDates();
  return (
    <Card heading={t('history.heading')} id="credit-history" className="mp-plans__panel">
      {entries.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <table className="mp-plans__history">
          <thead>
            <tr>
              <th scope="col">{t('history.when')}</th>
              <th scope="col">{t('history.what')}</th>
              <th scope="col">{t('history.credits')}</th>
              <th scope="col">{t('history.allowance')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.slice(0, SHOWN).map((entry) => (
              <tr key={entry.entryId}>
                <td>{dates.calendar(entry.createdAt)}</td>
                <td>{t(`history.kinds.${entry.kind}`)}</td>
                <td>{signed(entry.credits, locale)}</td>
                <td>{signed(entry.allowance, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
