import { useId, useState } from 'react';
import type { Dispute, FileRef } from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { ConfirmDialog, FieldFrame, TextArea, fieldDescribedBy } from '@mp/ui';
import { milestoneFileKey } from '../milestones/SubmitWorkDialog';
import { startDispute, type DisputeTarget } from './api';
import { disputeErrorText, useDisputesT } from './i18n';

const MAX_EVIDENCE = 5;

/**
 * Either party opens a dispute (docs/disputes.md#opening): why, and up to five files uploaded
 * under the milestone's key as evidence; the money stays held until an administrator decides.
 */
export function OpenDisputeDialog({
  target,
  onOpened,
  onClose,
}: {
  target: DisputeTarget;
  onOpened: (dispute: Dispute) => void;
  onClose: () => void;
}) {
  const { t } = useDisputesT();
  const http = useApi();
  const fileInputId = useId();
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);

  const upload = async (file: File): Promise<FileRef> => {
    const contentType = file.type || 'application/octet-stream';
    const answer = await http.upload({
      key: milestoneFileKey(target.milestoneId, file.name),
      contentType,
      file,
    });
    return { key: answer.key, name: file.name, contentType, size: file.size };
  };

  const confirm = async () => {
    const evidence: FileRef[] = [];
    for (const file of files) evidence.push(await upload(file));
    onOpened(await startDispute(http, target, reason.trim(), evidence));
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('open.title')}
      confirmLabel={t('open.confirm')}
      cancelLabel={t('cancel')}
      busyLabel={t('open.busy')}
      confirmDisabled={reason.trim() === ''}
      onConfirm={confirm}
      describeFailure={(error) => ({
        title: t('open.failed'),
        message: disputeErrorText(t, readError(error)),
      })}
    >
      <p>{t('open.intro')}</p>
      <TextArea
        label={t('open.reason')}
        hint={t('open.reasonHint')}
        required
        maxLength={2000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <FieldFrame id={fileInputId} label={t('open.evidence')} hint={t('open.evidenceHint')}>
        <input
          id={fileInputId}
          type="file"
          multiple
          aria-describedby={fieldDescribedBy(fileInputId, t('open.evidenceHint'), null, undefined)}
          onChange={(event) =>
            setFiles(Array.from(event.target.files ?? []).slice(0, MAX_EVIDENCE))
          }
        />
      </FieldFrame>
    </ConfirmDialog>
  );
}
