import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Money, TextArea } from '@mp/ui';
import { readError, useApi, useArea, useSitePath } from '@mp/remote-kit';
import { NAMESPACE } from '../../locales';
import { useAnnouncer } from '../../lib/Announcer';
import {
  API_ERROR_CODES,
  CONTACT_INFO_WARNING,
  type DataType,
  type JobView,
  type Proposal,
} from '@mp/contracts';
import { useErrorText } from '../../lib/error-text';
import { saveDraft, sendProposal } from './api';
import { TasksEditor } from './TasksEditor';
import {
  draftProblems,
  draftsTotal,
  toTask,
  type FieldMessages,
  type TaskDraft,
} from './task-drafts';

export interface ComposeFormProps {
  job: JobView;
  proposal: Proposal | null;
  initialDescription: string;
  initialTasks: TaskDraft[];
  dataTypes: readonly DataType[];
}

type Busy = 'idle' | 'saving' | 'sending';

/** The freelancer's draft of a proposal: description, tasks, consents; saved or sent. */
export function ComposeForm(props: ComposeFormProps) {
  const { job, dataTypes } = props;
  const { t } = useTranslation(NAMESPACE);
  const http = useApi();
  const { user } = useArea();
  const navigate = useNavigate();
  const sitePath = useSitePath();
  const errorText = useErrorText();
  const { announce, region } = useAnnouncer();
  const [proposalId, setProposalId] = useState(props.proposal?.proposalId ?? null);
  const [description, setDescription] = useState(props.initialDescription);
  const [tasks, setTasks] = useState<TaskDraft[]>(props.initialTasks);
  const [consents, setConsents] = useState<string[]>(props.proposal?.consentedDataTypeIds ?? []);
  const [busy, setBusy] = useState<Busy>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldMessages>({});
  const [contactWarning, setContactWarning] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const warningRef = useRef<HTMLDivElement>(null);

  const showProblem = (message: string, messages: FieldMessages = {}) => {
    setProblem(message);
    setFields(messages);
    // After the alert renders, take the user to it; the alert role announces it as well.
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  const localProblems = (): FieldMessages | null => {
    const problems = Object.entries(draftProblems(tasks));
    if (problems.length === 0) return null;
    return Object.fromEntries(
      problems.map(([key, problem]) => [key, t(`compose.problems.${problem}`)]),
    );
  };

  const store = async (): Promise<Proposal> => {
    const saved = await saveDraft(http, {
      freelancerId: user?.id ?? '',
      jobId: job.jobID,
      proposalId,
      description,
      tasks: tasks.map(toTask),
    });
    setProposalId(saved.proposalId);
    return saved;
  };

  const run = async (kind: Exclude<Busy, 'idle'>, needsTasks: boolean, acknowledged = false) => {
    const problems = localProblems();
    if (problems) return showProblem(t('compose.problems.fixFields'), problems);
    if (needsTasks && tasks.length === 0) return showProblem(t('compose.problems.noTasks'));
    setBusy(kind);
    setProblem(null);
    setContactWarning(false);
    setFields({});
    try {
      await store();
      if (kind === 'saving') {
        announce(t('compose.saved'));
        setBusy('idle');
        return;
      }
      await sendProposal(http, job.jobID, consents, acknowledged);
      navigate(sitePath('/freelancer/proposals'), { state: { sentJobTitle: job.title } });
    } catch (error) {
      setBusy('idle');
      const readable = readError(error, ['proposal']);
      if ((error as { code?: unknown } | null)?.code === API_ERROR_CODES.contactInfoDetected) {
        // The draft is saved; the freelancer edits it or sends it as it is.
        setFields(readable.fields);
        setContactWarning(true);
        requestAnimationFrame(() => warningRef.current?.focus());
        return;
      }
      showProblem(errorText(readable), readable.fields);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run('sending', true);
  };

  const toggleConsent = (id: string, on: boolean) =>
    setConsents((current) => (on ? [...current, id] : current.filter((c) => c !== id)));

  return (
    <form className="mp-proposals__compose" onSubmit={onSubmit} noValidate>
      {region}
      {problem && (
        <div ref={problemRef} tabIndex={-1}>
          <Alert type="error" title={t('compose.problems.title')}>
            {problem}
          </Alert>
        </div>
      )}
      {contactWarning && (
        <div ref={warningRef} tabIndex={-1}>
          <Alert type="warning" title={CONTACT_INFO_WARNING}>
            {t('compose.contactWarning.explain')}
            <span className="mp-proposals__block">
              <Button
                variant="secondary"
                loading={busy === 'sending'}
                loadingLabel={t('compose.sending')}
                onClick={() => void run('sending', true, true)}
              >
                {t('compose.contactWarning.sendAnyway')}
              </Button>
            </span>
          </Alert>
        </div>
      )}
      <Card heading={t('compose.aboutHeading')}>
        <TextArea
          label={t('compose.description')}
          hint={t('compose.descriptionHint')}
          value={description}
          rows={6}
          maxLength={10_000}
          error={fields.description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Card>
      <Card heading={t('compose.tasks.heading')}>
        <TasksEditor tasks={tasks} onChange={setTasks} errors={fields} announce={announce} />
        <p className="mp-proposals__total">
          {t('compose.total')}:{' '}
          <output aria-live="polite">
            <Money minor={draftsTotal(tasks)} />
          </output>
        </p>
      </Card>
      {dataTypes.length > 0 && (
        <Card heading={t('compose.consent.heading')}>
          <fieldset className="mp-proposals__consents">
            <legend className="mp-proposals__legend">{t('compose.consent.legend')}</legend>
            {dataTypes.map((dataType) => (
              <label key={dataType.id} className="mp-proposals__check">
                <input
                  type="checkbox"
                  checked={consents.includes(dataType.id)}
                  onChange={(event) => toggleConsent(dataType.id, event.target.checked)}
                />
                <span>
                  {dataType.name}
                  {dataType.description && (
                    <span className="mp-proposals__muted mp-proposals__block">
                      {dataType.description}
                    </span>
                  )}
                </span>
              </label>
            ))}
            {fields.consentedDataTypeIds && (
              <p className="mp-field__error">{fields.consentedDataTypeIds}</p>
            )}
          </fieldset>
        </Card>
      )}
      <div className="mp-proposals__form-actions">
        <Button
          variant="secondary"
          loading={busy === 'saving'}
          loadingLabel={t('compose.saving')}
          disabled={busy === 'sending'}
          onClick={() => void run('saving', false)}
        >
          {t('compose.saveDraft')}
        </Button>
        <Button
          type="submit"
          loading={busy === 'sending'}
          loadingLabel={t('compose.sending')}
          disabled={busy === 'saving'}
        >
          {t('compose.send')}
        </Button>
      </div>
    </form>
  );
}
