import { useState } from 'react';
import { updateCustomerProfile } from '@mp/contracts';
import { Button, Dialog, TextField } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { useSession, useSessionControls } from '../session';

export function surveySeenKey(userId: string): string {
  return `mp.survey.seen.${userId}`;
}

/** The customer survey (docs/shell.md#prompts); answering or skipping records it on the user. */
export function SurveyPopup({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACES.prompts);
  const { http } = useSession();
  const { reload } = useSessionControls();
  const [source, setSource] = useState('');
  const [need, setNeed] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const record = async (completed: boolean) => {
    setBusy(true);
    setError(null);
    try {
      window.localStorage.setItem(surveySeenKey(userId), '1');
    } catch {
      // The server record below is what counts.
    }
    try {
      const answers = completed ? { source: source.trim(), need: need.trim() } : undefined;
      await http.call(updateCustomerProfile, {
        body: { type: 'survey', data: { surveyLegend: { seen: true, completed, answers } } },
      });
      await reload().catch(() => undefined);
      onDone();
    } catch (caught) {
      console.error('[prompts] survey could not be saved', caught);
      if (completed) setError(t('surveyFailed'));
      else onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={t('surveyTitle')}
      description={t('surveyIntro')}
      closeLabel={t('close')}
      onClose={() => void record(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => void record(false)}>
            {t('surveySkip')}
          </Button>
          <Button loading={busy} onClick={() => void record(true)}>
            {t('surveySubmit')}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="mp-prompts__error">
          {error}
        </p>
      )}
      <TextField
        label={t('surveySource')}
        value={source}
        onChange={(e) => setSource(e.target.value)}
      />
      <TextField label={t('surveyNeed')} value={need} onChange={(e) => setNeed(e.target.value)} />
    </Dialog>
  );
}
