import { useArea, useFileDownload } from '@mp/remote-kit';
import { Alert, Button } from '@mp/ui';
import type { FileRef } from './job-types';
import { useJobsT } from './useJobsT';

/** A job's attachments; signed-in viewers download them with a signed call. */
export function AttachmentList({ files }: { files: readonly FileRef[] }) {
  const { t } = useJobsT();
  const { user } = useArea();
  const { busyKey, failed, download } = useFileDownload((error) =>
    console.error('[mf-jobs] attachment download failed', error),
  );
  const canDownload = user !== null;

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
