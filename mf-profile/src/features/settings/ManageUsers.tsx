import { useState } from 'react';
import {
  attachUser,
  detachUser,
  listAttachedUsers,
  type AttachedUser,
  type Role,
} from '@mp/contracts';
import { eventBus } from '@mp/event-bus';
import { LoadStatus, readError, useApi, useArea, useLoad } from '@mp/remote-kit';
import { Alert, Button, Card, TextField } from '@mp/ui';
import { Avatar } from '../../shared/Avatar';
import { useProfileT } from '../../shared/useProfileT';

type Notice = { type: 'success' | 'error'; text: string } | null;

function AttachForm({
  onAttached,
}: {
  onAttached: (users: AttachedUser[], email: string) => void;
}) {
  const { t } = useProfileT();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const attach = async () => {
    setError(undefined);
    setBusy(true);
    try {
      const typed = email.trim();
      const users = await api.call(attachUser, { body: { email: typed } });
      setEmail('');
      onAttached(users, typed);
    } catch (caught) {
      const read = readError(caught, ['body']);
      setError(read.fields.email ?? read.reason ?? t('manageUsers.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="mp-profile__attach"
      onSubmit={(event) => {
        event.preventDefault();
        void attach();
      }}
    >
      <TextField
        label={t('manageUsers.email')}
        type="email"
        name="attach-email"
        autoComplete="off"
        required
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" loading={busy} loadingLabel={t('manageUsers.attaching')}>
        {t('manageUsers.attach')}
      </Button>
    </form>
  );
}

function AttachedList({
  users,
  onDetached,
}: {
  users: AttachedUser[];
  onDetached: (users: AttachedUser[], name: string) => void;
}) {
  const { t } = useProfileT();
  const api = useApi();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const detach = async (user: AttachedUser) => {
    setBusyId(user.userId);
    setFailed(false);
    try {
      onDetached(await api.call(detachUser, { body: { email: user.email } }), user.name);
    } catch {
      setFailed(true);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      {failed && <Alert type="error">{t('manageUsers.failed')}</Alert>}
      <ul className="mp-profile__attached" aria-label={t('manageUsers.listLabel')}>
        {users.map((user) => (
          <li key={user.userId} className="mp-profile__attached-user">
            <Avatar name={user.name} picture={user.profilePicture} size="medium" />
            <span>
              <strong>{user.name}</strong> · {t(`manageUsers.roles.${user.roles as Role}`)}
              <br />
              <span className="mp-field__hint">{user.email}</span>
            </span>
            <Button
              variant="secondary"
              loading={busyId === user.userId}
              loadingLabel={t('manageUsers.detaching')}
              onClick={() => void detach(user)}
            >
              {t('manageUsers.detach', { name: user.name })}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Attached accounts (`#manage-users`, docs/users.md#attached-users): attach and detach by
 * e-mail; attached accounts appear in the avatar menu's switch-user list.
 */
export function ManageUsers() {
  const { t } = useProfileT();
  const api = useApi();
  const { user } = useArea();
  // The shell reads the record again, so the avatar menu's switch-user list follows at once.
  const announce = () => user && eventBus.emit('profile:changed', { userId: user.id });
  const load = useLoad((signal) => api.call(listAttachedUsers, { signal }), 'attached-users');
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <Card heading={t('manageUsers.title')} headingLevel={2} id="manage-users">
      <p className="mp-field__hint">{t('manageUsers.hint')}</p>
      <AttachForm
        onAttached={(users, email) => {
          load.setData(users);
          announce();
          setNotice({ type: 'success', text: t('manageUsers.requested', { email }) });
        }}
      />
      <div role="status" aria-live="polite">
        {notice && <Alert type={notice.type}>{notice.text}</Alert>}
      </div>
      <LoadStatus
        load={load}
        loadingLabel={t('manageUsers.loading')}
        errorMessage={t('manageUsers.loadFailed')}
        retryLabel={t('manageUsers.retry')}
        headingLevel={3}
        isEmpty={(users) => users.length === 0}
        empty={<p>{t('manageUsers.empty')}</p>}
      >
        {(users) => (
          <AttachedList
            users={users}
            onDetached={(rest, name) => {
              load.setData(rest);
              announce();
              setNotice({ type: 'success', text: t('manageUsers.detached', { name }) });
            }}
          />
        )}
      </LoadStatus>
    </Card>
  );
}
