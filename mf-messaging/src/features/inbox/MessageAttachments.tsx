import { useEffect, useState } from 'react';
import { isPreviewImage, type FileRef } from '@mp/contracts';
import { useApi, useFileDownload } from '@mp/remote-kit';
import { Alert, Button } from '@mp/ui';
import { formatSize } from './attachments';
import { useMessagingT } from './useMessagingT';

/** An image attachment, fetched with a signed call (files are private to the conversation). */
function ImagePreview({ file }: { file: FileRef }) {
  const { t } = useMessagingT();
  const api = useApi();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    api
      .download(file.key)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [api, file.key]);

  if (failed)
    return <span className="mp-inbox__preview-failed">{t('inbox.attachments.previewFailed')}</span>;
  if (url === null)
    return (
      <span
        className="mp-inbox__preview mp-inbox__preview--loading"
        role="img"
        aria-label={t('inbox.attachments.loadingPreview', { name: file.name })}
      />
    );
  return <img className="mp-inbox__preview" src={url} alt={file.name} />;
}

/** A message's files: images previewed, every file downloadable by the conversation's parties. */
export function MessageAttachments({ files }: { files: readonly FileRef[] }) {
  const { t } = useMessagingT();
  const { busyKey, failed, download } = useFileDownload();

  return (
    <>
      <ul className="mp-inbox__files" aria-label={t('inbox.attachments.list')}>
        {files.map((file) => (
          <li key={file.key} className="mp-inbox__file">
            {isPreviewImage(file.contentType) && <ImagePreview file={file} />}
            <Button
              variant="link"
              loading={busyKey === file.key}
              loadingLabel={t('inbox.attachments.downloading', { name: file.name })}
              aria-label={t('inbox.attachments.download', { name: file.name })}
              onClick={() => void download(file)}
            >
              {file.name}
            </Button>{' '}
            <span className="mp-inbox__file-size">{formatSize(file.size)}</span>
          </li>
        ))}
      </ul>
      {failed && <Alert type="error">{t('inbox.attachments.downloadFailed')}</Alert>}
    </>
  );
}
