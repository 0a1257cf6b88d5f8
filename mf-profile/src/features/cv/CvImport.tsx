import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  CV_PARSE_FAILED,
  SOCKET_EVENTS,
  type CvParseJob,
  type ExtractedFreelancer,
  type Me,
  type UploadProgress,
} from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { isAbort, readError, uploadProblemOf, useApi } from '@mp/remote-kit';
import { Alert, ProgressBar } from '@mp/ui';
import type { Catalog } from '../../shared/api';
import { useProfileT } from '../../shared/useProfileT';
import { CvReview } from './CvReview';
import {
  CV_ACCEPT,
  CV_AUTO_REFRESH_KEY,
  CV_REVIEWED_KEY,
  checkCvFile,
  loadLatestParse,
  readFlag,
  uploadAndParse,
  writeFlag,
} from './parse-api';

type Stage =
  | { kind: 'loading' }
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: UploadProgress | null }
  | { kind: 'parsing' }
  | { kind: 'review'; job: CvParseJob & { result: ExtractedFreelancer } }
  | { kind: 'failed'; reason: string };

/** The reason without the 'CV parsing failed' the screen already says. */
function detailOf(reason: string): string {
  return reason.startsWith(CV_PARSE_FAILED)
    ? reason.slice(CV_PARSE_FAILED.length).replace(/^[:\s]+/, '')
    : reason;
}

/** What the latest parse means on screen: one still under way, one to review, or nothing. */
function stageOf(job: CvParseJob | null): Stage {
  if (job === null) return { kind: 'idle' };
  if (job.status === 'queued' || job.status === 'running') return { kind: 'parsing' };
  if (job.status === 'succeeded' && job.result !== null)
    return readFlag('local', CV_REVIEWED_KEY) === job.jobId
      ? { kind: 'idle' }
      : { kind: 'review', job: { ...job, result: job.result } };
  return { kind: 'idle' };
}

/**
 * "Fill from your CV" (docs/users.md#cv-parsing): upload a PDF or DOCX with progress, wait for
 * the background parse (told live), review the fields read, then confirm or discard them.
 */
export function CvImport({
  me,
  catalog,
  onSaved,
}: {
  me: Me;
  catalog: Catalog;
  onSaved: (me: Me) => void;
}) {
  const { t } = useProfileT();
  const api = useApi();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [autoRefresh, setAutoRefresh] = useState(
    () => readFlag('session', CV_AUTO_REFRESH_KEY) === '1',
  );

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setStage(stageOf(await loadLatestParse(api, signal)));
      } catch (error) {
        if (!isAbort(error)) setStage({ kind: 'idle' });
      }
    },
    [api],
  );

  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [refresh]);

  useEffect(() => {
    const offSuccess = eventBus.subscribe(SOCKET_EVENTS.userCvParserSucceeded, () => {
      void refresh();
    });
    const offFailure = eventBus.subscribe(SOCKET_EVENTS.userCvParserFailed, (payload) => {
      setStage({ kind: 'failed', reason: payload.reason ?? '' });
    });
    return () => {
      offSuccess();
      offFailure();
    };
  }, [refresh]);

  const chosen = async (files: FileList | null) => {
    const file = files?.[0];
    if (file === undefined) return;
    if (input.current) input.current.value = '';
    const problem = checkCvFile(file);
    if (problem !== null) {
      setStage({ kind: 'failed', reason: t(`cvParse.problems.${problem}`) });
      return;
    }
    setStage({ kind: 'uploading', progress: null });
    try {
      await uploadAndParse(api, me.userId, file, (progress) =>
        setStage({ kind: 'uploading', progress }),
      );
      setStage((now) => (now.kind === 'uploading' ? { kind: 'parsing' } : now));
    } catch (error) {
      const read = readError(error);
      setStage({
        kind: 'failed',
        reason:
          read.kind === 'network'
            ? t('errors.network')
            : t(`cvParse.problems.${uploadProblemOf(error)}`),
      });
    }
  };

  const finishReview = (jobId: string) => {
    writeFlag('local', CV_REVIEWED_KEY, jobId);
    setStage({ kind: 'idle' });
  };

  const toggleAutoRefresh = (on: boolean) => {
    setAutoRefresh(on);
    writeFlag('session', CV_AUTO_REFRESH_KEY, on ? '1' : null);
  };

  const busy = stage.kind === 'uploading' || stage.kind === 'parsing' || stage.kind === 'loading';
  return (
    <section className="mp-profile__fieldset" aria-labelledby={`${fileId}-heading`}>
      <h2 id={`${fileId}-heading`}>{t('cvParse.heading')}</h2>
      <Alert type="warning">{t('cvParse.contactWarning')}</Alert>
      <label className="mp-field__label" htmlFor={fileId}>
        {t('cvParse.choose')}
      </label>
      <input
        id={fileId}
        ref={input}
        type="file"
        accept={CV_ACCEPT}
        disabled={busy}
        onChange={(event) => void chosen(event.target.files)}
      />
      <label className="mp-field__check">
        <input
          type="checkbox"
          checked={autoRefresh}
          onChange={(event) => toggleAutoRefresh(event.target.checked)}
        />{' '}
        {t('cvParse.autoRefresh')}
      </label>
      <div aria-live="polite">
        {stage.kind === 'uploading' && (
          <ProgressBar
            label={t('cvParse.uploading')}
            value={
              stage.progress
                ? Math.round((100 * stage.progress.loaded) / stage.progress.total)
                : undefined
            }
          />
        )}
        {stage.kind === 'parsing' && (
          <>
            <ProgressBar label={t('cvParse.parsing')} />
            <p>{t('cvParse.parsing')}</p>
          </>
        )}
        {stage.kind === 'failed' && (
          <Alert type="error">
            {t('cvParse.failed')}
            {detailOf(stage.reason) !== '' && <> {detailOf(stage.reason)}</>}
          </Alert>
        )}
      </div>
      {stage.kind === 'review' && (
        <CvReview
          job={stage.job}
          me={me}
          catalog={catalog}
          onSaved={onSaved}
          onDone={() => finishReview(stage.job.jobId)}
        />
      )}
    </section>
  );
}
