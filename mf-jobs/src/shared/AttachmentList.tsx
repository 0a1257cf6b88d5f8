import { useState } from 'react';
import { useApi, useArea } from '@mp/remote-kit';
import { Alert, Button } from '@mp/ui';
import type { FileRef } from './job-types';
import { useJobsT } from './useJobsT';

/** Hands a fetched file to the browser as a download under its original name. */
function saveAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A job's attachments; signed-in viewers download them with a signed call. */
export function AttachmentList({ files }: { files: readonly FileRef[] }) {
  const { t } = useJobsT();
  const { user } = useArea();
  const api = useApi();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const canDownload = user !== null;

  const download = async (file: FileRef) => {
    setFailed(false);
    setBusyKey(file.key);
    try {
      saveAs(await api.download(file.key), file.name);
    } catch (error) {
      console.error('[mf-jobs] attachment download failed', error);
      setFailed(true);
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <>
      <ul className="mp-jobs__attachments">
        {files.map((file) => (
          <li key={file.key}>
            {canDownload ? (
              <Button
                variant="link"
                loading={busyKey === file.key}
                loadingLabel={t('searchJobs.downloading', { name: file.name })}
                aria-label={t('searchJobs.download', { name: file.name })}
                onClick={() => void download(file)}
              >
                {file.name}
              </Button>
            ) : (
              <>
                {file.name}{' '}
                <span className="mp-jobs__muted">({t('searchJobs.downloadNeedsSignIn')})</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {failed && <Alert type="error">{t('searchJobs.downloadFailed')}</Alert>}
    </>
  );
}
