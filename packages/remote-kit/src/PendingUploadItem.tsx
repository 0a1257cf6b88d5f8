import { ProgressBar } from '@mp/ui';
import type { PendingUpload, UploadProblem } from './upload-queue';

export interface PendingUploadItemProps {
  item: PendingUpload;
  className?: string;
  /** The progress bar's accessible name, e.g. "Uploading photo.png". */
  uploadingLabel: (name: string) => string;
  problemText: (problem: UploadProblem) => string;
}

function percentSent(sent: PendingUpload['sent']): string | undefined {
  return sent && sent.total > 0 ? `${Math.round((sent.loaded / sent.total) * 100)} %` : undefined;
}

/** One list entry of a file on its way (a progress bar) or one that failed (an alert). */
export function PendingUploadItem({
  item,
  className,
  uploadingLabel,
  problemText,
}: PendingUploadItemProps) {
  return (
    <li className={className}>
      <span>{item.name}</span>
      {item.status === 'uploading' ? (
        <ProgressBar
          label={uploadingLabel(item.name)}
          value={item.sent && item.sent.total > 0 ? item.sent.loaded : undefined}
          max={item.sent?.total}
          valueText={percentSent(item.sent)}
        />
      ) : (
        <span role="alert" className="mp-field__error">
          {problemText(item.problem ?? 'failed')}
        </span>
      )}
    </li>
  );
}
