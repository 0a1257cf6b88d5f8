import { useEffect, useState } from 'react';
import { CALL_MAX_PARTICIPANTS, type CallRoom, type SessionUser } from '@mp/contracts';
import { readError, useApi } from '@mp/remote-kit';
import { Alert, Button, Dialog, cx } from '@mp/ui';
import { useMessagingT } from '../inbox/useMessagingT';
import { ringAgain } from './api';
import type { CallSession, PeerView } from './call-session';
import { DeviceFields } from './DeviceFields';
import { formatDuration, listNames } from './format';
import { InviteDialog } from './InviteDialog';
import type { LocalMediaController, LocalSnapshot } from './local-media';
import { screenShareSupported } from './media';
import { MediaProblemAlert } from './MediaProblemAlert';
import { MediaToggles } from './MediaToggles';
import { useNow, useStore } from './use-store';
import { VideoTile } from './VideoTile';

export interface CallViewProps {
  session: CallSession;
  controller: LocalMediaController;
  room: CallRoom;
  onRoomChange: (room: CallRoom) => void;
  user: SessionUser;
  side: 'customer' | 'freelancer';
}

function useConnectionText(peer: PeerView): string | null {
  const { t } = useMessagingT();
  if (peer.connection === 'connecting') return t('call.status.peerConnecting');
  if (peer.connection === 'reconnecting') return t('call.status.peerReconnecting');
  if (peer.connection === 'failed') return t('call.status.peerFailed');
  return null;
}

function RemoteTile({ peer, room }: { peer: PeerView; room: CallRoom }) {
  const status = useConnectionText(peer);
  const participant = room.participants.find((p) => p.userId === peer.userId);
  const hasVideo = peer.stream?.getVideoTracks().length ? true : false;
  return (
    <VideoTile
      name={peer.name || participant?.name || '…'}
      picture={participant?.profilePicture ?? null}
      stream={peer.stream}
      showVideo={peer.media.video && hasVideo}
      micOff={!peer.media.audio}
      sharing={peer.media.screen}
      status={status}
    />
  );
}

/** People invited but not in the call now, with a way to ring each again. */
function Absent({
  room,
  present,
  user,
  side,
}: {
  room: CallRoom;
  present: Set<string>;
  user: SessionUser;
  side: 'customer' | 'freelancer';
}) {
  const { t } = useMessagingT();
  const api = useApi();
  const [note, setNote] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const absent = room.participants.filter((p) => p.userId !== user.id && !present.has(p.userId));
  if (absent.length === 0) return null;
  const ring = async (userId: string, name: string) => {
    try {
      await ringAgain(api, room, userId, side);
      setNote({ type: 'success', text: t('call.ring.done', { name }) });
    } catch (failure) {
      setNote({
        type: 'error',
        text: readError(failure).reason ?? t('call.ring.failed', { name }),
      });
    }
  };
  return (
    <div className="mp-call__absent">
      {note && <Alert type={note.type}>{note.text}</Alert>}
      <ul className="mp-call__people">
        {absent.map((participant) => (
          <li key={participant.userId} className="mp-call__person">
            <span className="mp-call__person-name">
              {t('call.status.notJoined', { name: participant.name })}
            </span>
            <Button
              variant="secondary"
              onClick={() => void ring(participant.userId, participant.name)}
            >
              {t('call.ring.again', { name: participant.name })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Timer({ since }: { since: number | null }) {
  const { t } = useMessagingT();
  const now = useNow();
  if (since === null) return null;
  const time = formatDuration(now - since);
  return (
    <span className="mp-call__timer" role="timer" aria-label={t('call.timer', { time })}>
      {time}
    </span>
  );
}

function Controls({
  local,
  controller,
  onSettings,
  onInvite,
  canInvite,
  onLeave,
}: {
  local: LocalSnapshot;
  controller: LocalMediaController;
  onSettings: () => void;
  onInvite: () => void;
  canInvite: boolean;
  onLeave: () => void;
}) {
  const { t } = useMessagingT();
  return (
    <div className="mp-call__toolbar" role="toolbar" aria-label={t('call.controls.label')}>
      <MediaToggles local={local} controller={controller} />
      {screenShareSupported() && (
        <Button
          variant="secondary"
          aria-pressed={local.sharing}
          onClick={() => (local.sharing ? controller.stopSharing() : void controller.shareScreen())}
        >
          {local.sharing ? t('call.controls.stopShare') : t('call.controls.share')}
        </Button>
      )}
      <Button variant="secondary" onClick={onSettings}>
        {t('call.controls.settings')}
      </Button>
      {canInvite && (
        <Button variant="secondary" onClick={onInvite}>
          {t('call.controls.invite')}
        </Button>
      )}
      <Button variant="cancel" className="mp-call__leave" onClick={onLeave}>
        {t('call.controls.leave')}
      </Button>
    </div>
  );
}

/** The call: everyone's video, the timer, who is missing, and the controls. */
export function CallView({ session, controller, room, onRoomChange, user, side }: CallViewProps) {
  const { t } = useMessagingT();
  const call = useStore(session);
  const local = useStore(controller);
  const [settings, setSettings] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [invitedNote, setInvitedNote] = useState<string | null>(null);

  // The others hear of every change of microphone, camera or screen.
  const { micOn, cameraOn, sharing, hasCamera, hasMicrophone } = local;
  useEffect(() => {
    session.setMedia(controller.media());
  }, [session, controller, micOn, cameraOn, sharing, hasCamera, hasMicrophone]);

  const present = new Set(call.peers.map((peer) => peer.userId));
  const others = room.participants.filter((p) => p.userId !== user.id).map((p) => p.name);
  const waiting = call.peers.length === 0;

  return (
    <section
      className="mp-call"
      aria-label={t('call.label', { names: listNames(others, t('call.and')) })}
    >
      <div className="mp-call__header">
        <Timer since={call.joinedAt} />
        {call.phase === 'reconnecting' && (
          <Alert type="warning">{t('call.status.reconnecting')}</Alert>
        )}
        {call.phase === 'joining' && <span role="status">{t('call.lobby.joining')}</span>}
      </div>
      <MediaProblemAlert problem={local.problem} onRetry={() => void controller.open()} />
      {invitedNote && <Alert type="success">{invitedNote}</Alert>}
      <div className={cx('mp-call__grid', `mp-call__grid--${Math.min(call.peers.length, 3)}`)}>
        {call.peers.map((peer) => (
          <RemoteTile key={peer.peerId} peer={peer} room={room} />
        ))}
        {waiting && (
          <p className="mp-call__waiting" role="status">
            {others.length > 0
              ? t('call.status.waiting', { names: listNames(others, t('call.and')) })
              : t('call.status.waitingAnyone')}
          </p>
        )}
        <VideoTile
          self
          name={local.sharing ? t('call.youSharing') : t('call.you')}
          picture={null}
          stream={local.preview}
          showVideo={local.preview !== null}
          micOff={!local.micOn}
          sharing={local.sharing}
        />
      </div>
      <Absent room={room} present={present} user={user} side={side} />
      <Controls
        local={local}
        controller={controller}
        onSettings={() => setSettings(true)}
        onInvite={() => setInviting(true)}
        canInvite={room.participants.length < CALL_MAX_PARTICIPANTS}
        onLeave={() => void session.leave()}
      />
      <Dialog
        open={settings}
        onClose={() => setSettings(false)}
        title={t('call.devices.title')}
        closeLabel={t('call.devices.close')}
      >
        <DeviceFields local={local} controller={controller} />
      </Dialog>
      <InviteDialog
        open={inviting}
        room={room}
        onClose={() => setInviting(false)}
        onInvited={(updated, name) => {
          onRoomChange(updated);
          setInviting(false);
          setInvitedNote(t('call.invite.done', { name }));
        }}
      />
    </section>
  );
}
