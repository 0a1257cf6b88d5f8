import { useState } from 'react';
import { type ActivityPost, type ActivityPostsPage } from '@mp/contracts';
import { DateText, LoadStatus, readError, useApi, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, ConfirmDialog, EmptyState } from '@mp/ui';
import { Avatar } from '../../shared/Avatar';
import { useProfileLoadTexts } from '../../shared/load-texts';
import { useProfileT } from '../../shared/useProfileT';
import { editPost, loadPosts, publishPost, removePost } from './api';
import { LinkedText } from './LinkedText';
import { PostEditor } from './PostEditor';

function PostItem({
  post,
  own,
  onChanged,
  onDelete,
}: {
  post: ActivityPost;
  own: boolean;
  onChanged: (post: ActivityPost) => void;
  onDelete: (post: ActivityPost) => void;
}) {
  const { t } = useProfileT();
  const api = useApi();
  const [editing, setEditing] = useState(false);
  return (
    <li className="mp-profile__post">
      <div className="mp-profile__post-head">
        <Avatar name={post.author.name} picture={post.author.profilePicture} size="medium" />
        <div>
          <strong>{post.author.name}</strong>
          <p className="mp-profile__post-meta">
            <DateText value={post.createdAt} form="relative" />
            {post.editedAt !== null && ` · ${t('activity.edited')}`}
          </p>
        </div>
      </div>
      {editing ? (
        <PostEditor
          initial={post.content}
          label={t('activity.editLabel')}
          submitLabel={t('activity.save')}
          onSubmit={(content, acknowledged) => editPost(api, post.postId, content, acknowledged)}
          onSaved={(saved) => {
            setEditing(false);
            onChanged(saved.post);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="mp-profile__post-text">
          <LinkedText text={post.content} />
        </p>
      )}
      {post.contactMasked && <p className="mp-profile__post-meta">{t('activity.masked')}</p>}
      {own && !editing && (
        <div className="mp-profile__post-actions">
          <Button variant="link" onClick={() => setEditing(true)}>
            {t('activity.edit')}
          </Button>
          <Button variant="link" onClick={() => onDelete(post)}>
            {t('activity.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * A user's activity posts on their profile, newest first with "Show older posts"; the owner
 * writes, edits and deletes theirs here (docs/users.md#activity-posts).
 */
export function ActivityFeed({ userId, own }: { userId: string; own: boolean }) {
  const { t } = useProfileT();
  const api = useApi();
  const loadTexts = useProfileLoadTexts();
  const load = useLoad((signal) => loadPosts(api, userId, undefined, signal), userId);
  const [moreBusy, setMoreBusy] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [deleting, setDeleting] = useState<ActivityPost | null>(null);

  const change = (update: (items: ActivityPost[]) => ActivityPost[]) =>
    load.update((page) => ({ ...page, items: update(page.items) }));

  const showOlder = async (page: ActivityPostsPage) => {
    setMoreBusy(true);
    setMoreFailed(false);
    try {
      const older = await loadPosts(api, userId, page.cursor);
      load.update((current) => ({
        items: [...current.items, ...older.items],
        cursor: older.cursor,
      }));
    } catch {
      setMoreFailed(true);
    } finally {
      setMoreBusy(false);
    }
  };

  return (
    <Card heading={t('activity.heading')} headingLevel={3}>
      {own && (
        <PostEditor
          label={t('activity.newLabel')}
          submitLabel={t('activity.post')}
          onSubmit={(content, acknowledged) => publishPost(api, content, acknowledged)}
          onSaved={(saved) => change((items) => [saved.post, ...items])}
        />
      )}
      <LoadStatus
        load={load}
        {...loadTexts}
        loadingLabel={t('activity.loading')}
        errorTitle={t('activity.loadFailed')}
        headingLevel={4}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            title={t(own ? 'activity.noneOwn' : 'activity.none')}
            description={t(own ? 'activity.noneOwnText' : 'activity.noneText')}
          />
        }
      >
        {(page) => (
          <>
            <ul className="mp-profile__posts" aria-label={t('activity.heading')}>
              {page.items.map((post) => (
                <PostItem
                  key={post.postId}
                  post={post}
                  own={own}
                  onChanged={(saved) =>
                    change((items) =>
                      items.map((item) => (item.postId === saved.postId ? saved : item)),
                    )
                  }
                  onDelete={setDeleting}
                />
              ))}
            </ul>
            {moreFailed && <Alert type="error">{t('activity.moreFailed')}</Alert>}
            {page.cursor !== undefined && (
              <Button
                variant="secondary"
                loading={moreBusy}
                loadingLabel={t('activity.loading')}
                onClick={() => void showOlder(page)}
              >
                {t('activity.older')}
              </Button>
            )}
          </>
        )}
      </LoadStatus>
      <ConfirmDialog
        open={deleting !== null}
        title={t('activity.deleteTitle')}
        description={t('activity.deleteText')}
        confirmLabel={t('activity.delete')}
        cancelLabel={t('activity.cancel')}
        busyLabel={t('activity.deleting')}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting === null) return;
          await removePost(api, deleting.postId);
          const gone = deleting.postId;
          change((items) => items.filter((item) => item.postId !== gone));
          setDeleting(null);
        }}
        describeFailure={(error) => ({
          message:
            readError(error).kind === 'network' ? t('errors.network') : t('activity.deleteFailed'),
        })}
      />
    </Card>
  );
}
