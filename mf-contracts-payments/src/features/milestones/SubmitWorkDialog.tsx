import { useId, useRef, useState } from 'react';
import type { FileRef, MilestoneView } from '@mp/contracts';
import { ConfirmDialog, FieldFrame, ProgressBar, TextArea, fieldDescribedBy } from '@mp/ui';
import { change, move } from './api';
import { useContractWork } from './context';
import { readMoneyError } from './errors';
import { moneyErrorText, useMilestonesT } from './i18n';
import { MoneyErrorMessage } from './MoneyErrorMessage';

/** Storage keys of a milestone's files (docs/files.md#keys-and-kinds): `milestones/<id>/...`. */
export function milestoneFileKey(milestoneId: string, name: string, now = Date.now()): string {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'file';
  return `milestones/${milestoneId}/${now.toString(36)}-${safe}`;
}

/** A file that could not be uploaded, named for the person who chose it. */
class UploadFailed extends Error {
  constructor(
    readonly fileName: string,
    readonly failure: unknown,
  ) {
    super(fileName);
  }
}

/**
 * The freelancer delivers a paid milestone: a note for the customer and files, uploaded with a
 * progress bar under the milestone's key, attached (PUT {files}), then submitted (completed).
 */
export function SubmitWorkDialog({
  milestone,
  onClose,
}: {
  milestone: MilestoneView;
  onClose: () => void;
}) {
  const { t } = useMilestonesT();
  const work = useContractWork();
  const { http } = work;
  const fileInputId = useId();
  const [note, setNote] = useState(milestone.flNote ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  // Files already stored survive a failed attach or submit: trying again does not upload twice.
  const uploaded = useRef(new Map<File, FileRef>());

  const uploadAll = async (): Promise<FileRef[]> => {
    const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
    let done = 0;
    const refs: FileRef[] = [];
    setPercent(0);
    for (const file of files) {
      const stored = uploaded.current.get(file);
      if (!stored) {
        const answer = await http
          .upload(
            {
              key: milestoneFileKey(milestone.milestoneId, file.name),
              contentType: file.type || 'application/octet-stream',
              file,
            },
            {
              onProgress: ({ loaded, total: sent }) => {
                const share = sent > 0 ? Math.min(1, loaded / sent) : 0;
                setPercent(Math.round(((done + share * file.size) / total) * 100));
              },
            },
          )
          .catch((error: unknown) => {
            throw new UploadFailed(file.name, error);
          });
        uploaded.current.set(file, {
          key: answer.key,
          name: file.name,
          contentType: file.type || 'application/octet-stream',
          size: file.size,
        });
      }
      done += file.size;
      setPercent(Math.round((done / total) * 100));
      const ref = uploaded.current.get(file);
      if (ref) refs.push(ref);
    }
    return refs;
  };

  const confirm = async () => {
    const refs = files.length > 0 ? await uploadAll() : [];
    if (refs.length > 0) {
      await work.keys.attempt(`files:${milestone.milestoneId}`, (key) =>
        change(http, milestone, { files: [...milestone.files, ...refs] }, key),
      );
    }
    await move(http, {
      key: 'submit',
      milestoneId: milestone.milestoneId,
      jobID: milestone.jobId,
      flNote: note.trim(),
    });
    onClose();
    await work.settle('submit');
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('submit.title', { title: milestone.title })}
      confirmLabel={t('submit.confirm')}
      cancelLabel={t('submit.cancel')}
      busyLabel={t('submit.busy')}
      confirmDisabled={note.trim() === ''}
      onConfirm={confirm}
      describeFailure={(error) => ({
        title: t('submit.failed'),
        message:
          error instanceof UploadFailed ? (
            t('submit.uploadFailed', {
              name: error.fileName,
              reason: moneyErrorText(t, readMoneyError(error.failure)),
            })
          ) : (
            <MoneyErrorMessage error={readMoneyError(error)} />
          ),
      })}
    >
      <TextArea
        label={t('submit.note')}
        hint={t('submit.noteHint')}
        required
        value={note}
        maxLength={5000}
        onChange={(event) => setNote(event.target.value)}
      />
      <FieldFrame id={fileInputId} label={t('submit.files')} hint={t('submit.filesHint')}>
        <input
          id={fileInputId}
          type="file"
          multiple
          className="mp-work__file-input"
          aria-describedby={fieldDescribedBy(fileInputId, t('submit.filesHint'), null, undefined)}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
      </FieldFrame>
      {files.length > 0 && (
        <p className="mp-work__muted">
          {t('submit.chosen', { names: files.map((file) => file.name).join(', ') })}
        </p>
      )}
      {percent !== null && (
        <ProgressBar
          label={t('submit.progress')}
          value={percent}
          valueText={t('submit.progressText', { percent })}
        />
      )}
    </ConfirmDialog>
  );
}
