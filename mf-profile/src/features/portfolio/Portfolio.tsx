import { useId, useState } from 'react';
import {
  PORTFOLIO_MAX_ITEMS,
  type Portfolio as PortfolioData,
  type PortfolioItem,
} from '@mp/contracts';
import {
  LoadStatus,
  PendingUploadItem,
  readError,
  useApi,
  useLoad,
  useUploadQueue,
} from '@mp/remote-kit';
import { Card, ConfirmDialog, EmptyState, TextArea, TextField, Button } from '@mp/ui';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { StoredImage, StoredVideo } from '../../shared/StoredMedia';
import { useProfileT } from '../../shared/useProfileT';
import {
  PORTFOLIO_ACCEPT,
  checkPortfolioFile,
  loadPortfolio,
  removePortfolioItem,
  uploadPortfolioItem,
} from './api';

function PortfolioEntry({
  item,
  editable,
  onRemove,
}: {
  item: PortfolioItem;
  editable: boolean;
  onRemove: (item: PortfolioItem) => void;
}) {
  const { t } = useProfileT();
  return (
    <li className="mp-profile__portfolio-item">
      {item.media === 'image' ? (
        <StoredImage fileKey={item.file.key} alt={item.title} />
      ) : (
        <StoredVideo fileKey={item.file.key} label={item.title} />
      )}
      <strong>{item.title}</strong>
      {item.description !== null && <p>{item.description}</p>}
      {editable && (
        <Button
          variant="link"
          aria-label={t('portfolio.removeItem', { title: item.title })}
          onClick={() => onRemove(item)}
        >
          {t('portfolio.remove')}
        </Button>
      )}
    </li>
  );
}

/** The owner's form: a title (and description), then a file that uploads at once with progress. */
function AddItem({ room, onAdded }: { room: number; onAdded: (item: PortfolioItem) => void }) {
  const { t } = useProfileT();
  const fileId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const { pending, input, choose, uploading } = useUploadQueue<PortfolioItem>({
    check: checkPortfolioFile,
    upload: (api, userId, file, onProgress) =>
      uploadPortfolioItem(api, userId, file, { title, description }, onProgress),
    onUploaded: (item) => {
      setTitle('');
      setDescription('');
      onAdded(item);
    },
    onBusyChange: () => undefined,
  });

  const chosen = (files: FileList | null) => {
    if (title.trim() === '') {
      setTitleError(t('portfolio.titleRequired'));
      if (input.current) input.current.value = '';
      return;
    }
    setTitleError(undefined);
    void choose(files, 1);
  };

  return (
    <fieldset className="mp-profile__fieldset">
      <legend>{t('portfolio.add')}</legend>
      <p className="mp-field__hint">{t('portfolio.hint', { count: PORTFOLIO_MAX_ITEMS })}</p>
      <TextField
        label={t('portfolio.title')}
        required
        maxLength={120}
        value={title}
        error={titleError}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextArea
        label={t('portfolio.description')}
        rows={3}
        maxLength={1000}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <label className="mp-field__label" htmlFor={fileId}>
        {t('portfolio.choose')}
      </label>
      <input
        id={fileId}
        ref={input}
        type="file"
        accept={PORTFOLIO_ACCEPT}
        disabled={room <= 0 || uploading > 0}
        onChange={(event) => chosen(event.target.files)}
      />
      <ul className="mp-profile__uploads" aria-live="polite">
        {pending.map((item) => (
          <PendingUploadItem
            key={item.id}
            item={item}
            uploadingLabel={(name) => t('portfolio.uploading', { name })}
            problemText={(problem) => t(`portfolio.uploadProblems.${problem}`)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * A freelancer's portfolio (docs/users.md#portfolio): images and videos with a title; the owner
 * adds and removes items where `editable`.
 */
export function Portfolio({ userId, editable }: { userId: string; editable: boolean }) {
  const { t } = useProfileT();
  const api = useApi();
  const loadTexts = useProfileLoadTexts();
  const load = useLoad((signal) => loadPortfolio(api, userId, signal), userId);
  const [removing, setRemoving] = useState<PortfolioItem | null>(null);
  const change = (next: (items: PortfolioItem[]) => PortfolioItem[]) =>
    load.update((data: PortfolioData) => ({ items: next(data.items) }));
  const count = load.status === 'ready' ? load.data.items.length : 0;

  return (
    <Card heading={t('portfolio.heading')} headingLevel={3}>
      {editable && load.status === 'ready' && (
        <AddItem
          room={PORTFOLIO_MAX_ITEMS - count}
          onAdded={(item) => change((items) => [item, ...items])}
        />
      )}
      <LoadStatus
        load={load}
        {...loadTexts}
        loadingLabel={t('portfolio.loading')}
        errorTitle={t('portfolio.loadFailed')}
        headingLevel={4}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title={t(editable ? 'portfolio.noneOwn' : 'portfolio.none')}
            description={editable ? t('portfolio.noneOwnText') : undefined}
          />
        }
      >
        {(data) => (
          <ul className="mp-profile__portfolio" aria-label={t('portfolio.heading')}>
            {data.items.map((item) => (
              <PortfolioEntry
                key={item.itemId}
                item={item}
                editable={editable}
                onRemove={setRemoving}
              />
            ))}
          </ul>
        )}
      </LoadStatus>
      <ConfirmDialog
        open={removing !== null}
        title={t('portfolio.removeTitle')}
        description={t('portfolio.removeText', { title: removing?.title ?? '' })}
        confirmLabel={t('portfolio.remove')}
        cancelLabel={t('portfolio.cancel')}
        busyLabel={t('portfolio.removing')}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing === null) return;
          await removePortfolioItem(api, removing.itemId);
          const gone = removing.itemId;
          change((items) => items.filter((item) => item.itemId !== gone));
          setRemoving(null);
        }}
        describeFailure={(error) => ({
          message:
            readError(error).kind === 'network' ? t('errors.network') : t('portfolio.removeFailed'),
        })}
      />
    </Card>
  );
}
