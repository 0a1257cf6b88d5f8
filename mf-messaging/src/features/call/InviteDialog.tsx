import { useState } from 'react';
import { CALL_MAX_PARTICIPANTS, type CallRoom } from '@mp/contracts';
import { LoadStatus, readError, useApi, useLoad } from '@mp/remote-kit';
import { Alert, Button, Dialog } from '@mp/ui';
import { useMessagingT } from '../inbox/useMessagingT';
import { conversationPartners, fetchConversations, roomGrant } from './api';
import { Avatar } from './Avatar';

export interface InviteDialogProps {
  open: boolean;
  room: CallRoom;
  onClose: () => void;
  onInvited: (room: CallRoom, name: string) => void;
}

/** Invites someone the user talks to into the call (at most four people), ringing them. */
export function InviteDialog({ open, room, onClose, onInvited }: InviteDialogProps) {
  const { t } = useMessagingT();
  const api = useApi();
  const people = useLoad((signal) => fetchConversations(api, signal), open ? 'open' : 'closed');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invited = new Set(room.participants.map((p) => p.userId));
  const full = room.participants.length >= CALL_MAX_PARTICIPANTS;

  const invite = async (userId: string, name: string) => {
    setBusy(userId);
    setError(null);
    try {
      onInvited((await roomGrant(api, room.roomName, [userId])).room, name);
    } catch (failure) {
      setError(readError(failure).reason ?? t('call.invite.failed', { name }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('call.invite.title')}
      description={t('call.invite.description', { max: CALL_MAX_PARTICIPANTS })}
      closeLabel={t('call.invite.close')}
    >
      {error && <Alert type="error">{error}</Alert>}
      {full ? (
        <p>{t('call.invite.full')}</p>
      ) : (
        <LoadStatus
          load={people}
          loadingLabel={t('meet.loading')}
          errorMessage={t('meet.errors.people')}
          retryLabel={t('meet.retry')}
        >
          {(channels) => {
            const candidates = conversationPartners(channels).filter(
              (party) => !invited.has(party.userId),
            );
            if (candidates.length === 0) return <p>{t('call.invite.none')}</p>;
            return (
              <ul className="mp-call__people">
                {candidates.map((party) => (
                  <li key={party.userId} className="mp-call__person">
                    <Avatar name={party.name} picture={party.profilePicture} size="small" />
                    <span className="mp-call__person-name">{party.name}</span>
                    <Button
                      variant="secondary"
                      loading={busy === party.userId}
                      onClick={() => void invite(party.userId, party.name)}
                      aria-label={t('call.invite.add', { name: party.name })}
                    >
                      {t('call.invite.addShort')}
                    </Button>
                  </li>
                ))}
              </ul>
            );
          }}
        </LoadStatus>
      )}
    </Dialog>
  );
}
