import type { FileRef } from '@mp/contracts';
import { useFileDownload } from '@mp/remote-kit';
import { Button } from '@mp/ui';
import { useMilestonesT } from './i18n';

/** A milestone's files, each downloaded through the signed client (docs/files.md). */
export function Files({ files }: { files: readonly FileRef[] }) {
  const { t } = useMilestonesT();
  const { busyKey, failed, download } = useFileDownload();
  return (
    <>
      <ul className="mp-work__files">
        {files.map((file) => (
          <li key={file.key}>
            <Button
              variant="link"
              loading={busyKey === file.key}
              aria-label={t('milestones.download', { name: file.name })}
              onClick={() => void download(file)}
            >
              {file.name}
            </Button>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="mp-work__error-text">
          {t('milestones.downloadFailed', { name: failed.name })}
        </p>
      )}
    </>
  );
}
