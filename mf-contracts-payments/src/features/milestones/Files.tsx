import { useState } from 'react';
import type { FileRef } from '@mp/contracts';
import { useApi } from '@mp/remote-kit';
import { Button } from '@mp/ui';
import { useMilestonesT } from './i18n';

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A milestone's files, each downloaded through the signed client (docs/files.md). */
export function Files({ files }: { files: readonly FileRef[] }) {
  const { t } = useMilestonesT();
  const http = useApi();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async (file: FileRef) => {
    setBusy(file.key);
    setFailed(null);
    try {
      saveBlob(await http.download(file.key), file.name);
    } catch {
      setFailed(file.name);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <ul className="mp-work__files">
        {files.map((file) => (
          <li key={file.key}>
            <Button
              variant="link"
              loading={busy === file.key}
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
          {t('milestones.downloadFailed', { name: failed })}
        </p>
      )}
    </>
  );
}
