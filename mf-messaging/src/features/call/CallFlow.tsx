import { useEffect, useState } from 'react';
import type { CallGrant, CallRoom, ChannelSummary, SessionUser } from '@mp/contracts';
import { Link } from '@mp/router';
import {
  readError,
  rolePath,
  useApi,
  useArea,
  useLoad,
  useSitePath,
  type ReadableError,
} from '@mp/remote-kit';
import { Button, EmptyState, ErrorState, Spinner } from '@mp/ui';
import { useMessagingT } from '../inbox/useMessagingT';
import {
  fetchConversations,
  fetchIceServers,
  roomGrant,
  startCallAbout,
  startCallWith,
} from './api';
import { CallSession } from './call-session';
import { CallView } from './CallView';
import { formatDuration, listNames } from './format';
import { LocalMediaController } from './local-media';
import { Lobby } from './Lobby';
import { busSignalling } from './signalling';
import { useStore } from './use-store';

/** What a call page was opened for. */
export type CallTarget =
  | { kind: 'room'; roomName: string }
  | { kind: 'channel'; channelId: string }
  | { kind: 'job'; jobId: string }
  | { kind: 'person'; userId: string };

type Stage =
  | { kind: 'lobby'; busy: boolean; error: string | null }
  | { kind: 'call'; session: CallSession; room: CallRoom };

const isGone = (error: ReadableError) => error.kind === 'notFound' || error.kind === 'forbidden';

/** Starts or joins: the caller's room token for the target (starting rings the others). */
function grantFor(
  api: ReturnType<typeof useApi>,
  user: SessionUser,
  target: CallTarget,
): Promise<CallGrant> {
  switch (target.kind) {
    case 'room':
      return roomGrant(api, target.roomName);
    case 'channel':
      return startCallAbout(api, `channel:${target.channelId}`);
    case 'job':
      return startCallAbout(api, `job:${target.jobId}`);
    case 'person':
      return startCallWith(api, user.name, target.userId);
  }
}

function useStartError() {
  const { t } = useMessagingT();
  return (failure: unknown): string => {
    const error = readError(failure);
    if (error.kind === 'notFound') return t('call.errors.notFound');
    if (error.kind === 'forbidden') return t('call.errors.forbidden');
    if (error.kind === 'validation' && error.reason)
      return t('call.errors.refused', { reason: error.reason });
    return t('call.errors.start');
  };
}

function RoomGone() {
  const { t } = useMessagingT();
  const { user } = useArea();
  const sitePath = useSitePath();
  return (
    <EmptyState
      title={t('call.ended.notInvited')}
      description={t('call.ended.notInvitedHint')}
      action={<Link to={sitePath(`/${rolePath(user)}/meet`)}>{t('call.ended.back')}</Link>}
    />
  );
}

/** Who the lobby says the call is with: the room's people, or the conversation's other party. */
function useLobbyText(target: CallTarget, userId: string) {
  const { t } = useMessagingT();
  const api = useApi();
  const roomKey = target.kind === 'room' ? target.roomName : '';
  const room = useLoad(
    (signal) =>
      target.kind === 'room' ? roomGrant(api, target.roomName, [], signal) : Promise.resolve(null),
    roomKey,
  );
  const channels = useLoad(
    (signal): Promise<ChannelSummary[]> =>
      target.kind === 'channel' || target.kind === 'person'
        ? fetchConversations(api, signal)
        : Promise.resolve([]),
    target.kind,
  );
  if (target.kind === 'room') {
    const others =
      room.data?.room.participants.filter((p) => p.userId !== userId).map((p) => p.name) ?? [];
    return {
      load: room,
      heading: t('call.lobby.joinTitle'),
      description:
        others.length > 0
          ? t('call.lobby.with', { names: listNames(others, t('call.and')) })
          : null,
    };
  }
  if (target.kind === 'job') {
    return {
      load: null,
      heading: t('call.lobby.contractTitle'),
      description: t('call.lobby.contractHint'),
    };
  }
  const party = channels.data?.find((channel) =>
    target.kind === 'channel'
      ? channel.channelId === target.channelId
      : channel.otherParty.userId === target.userId,
  )?.otherParty;
  return {
    load: null,
    heading: party ? t('call.lobby.callTitle', { name: party.name }) : t('call.lobby.startTitle'),
    description: party ? t('call.lobby.ringHint', { name: party.name }) : null,
  };
}

function CallOver({ session, onRejoin }: { session: CallSession; onRejoin: () => void }) {
  const { t } = useMessagingT();
  const { user } = useArea();
  const sitePath = useSitePath();
  const { endReason, joinedAt, endedAt } = useStore(session);
  const back = <Link to={sitePath(`/${rolePath(user)}/meet`)}>{t('call.ended.back')}</Link>;
  if (endReason === 'notInvited') return <RoomGone />;
  const title = endReason === null ? t('call.ended.leftTitle') : t(`call.ended.${endReason}`);
  const duration =
    joinedAt !== null && endedAt !== null
      ? t('call.ended.lasted', { time: formatDuration(endedAt - joinedAt) })
      : undefined;
  return (
    <EmptyState
      title={title}
      description={endReason === null ? duration : undefined}
      action={
        <div className="mp-call__actions">
          {endReason !== 'full' && <Button onClick={onRejoin}>{t('call.ended.rejoin')}</Button>}
          {back}
        </div>
      }
    />
  );
}

/** One go at a call: the lobby, then the call, then what happened. */
function CallAttempt({
  target,
  onRoom,
  onRejoin,
}: {
  target: CallTarget;
  onRoom: (roomName: string) => void;
  onRejoin: (roomName: string) => void;
}) {
  const { t } = useMessagingT();
  const api = useApi();
  const { user } = useArea();
  const startError = useStartError();
  const [controller] = useState(() => new LocalMediaController());
  const local = useStore(controller);
  const [stage, setStage] = useState<Stage>({ kind: 'lobby', busy: false, error: null });

  useEffect(() => {
    controller.attach();
    return () => controller.close();
  }, [controller]);

  const session = stage.kind === 'call' ? stage.session : null;
  useEffect(() => () => session?.dispose(), [session]);
  const lobby = useLobbyText(target, user?.id ?? '');
  if (user === null) return null;

  const go = async () => {
    setStage({ kind: 'lobby', busy: true, error: null });
    try {
      const grant = await grantFor(api, user, target);
      const iceServers = await fetchIceServers(api, user.id);
      let first: string | null = grant.token;
      const created = new CallSession({
        roomName: grant.roomName,
        signalling: busSignalling(),
        iceServers,
        tracks: controller.tracks(),
        media: controller.media(),
        fetchToken: async () => {
          const token = first;
          first = null;
          if (token !== null) return token;
          try {
            return (await roomGrant(api, grant.roomName)).token;
          } catch (failure) {
            if (isGone(readError(failure))) return null;
            throw failure;
          }
        },
      });
      controller.onOutgoing((kind, track) => void created.setTrack(kind, track));
      setStage({ kind: 'call', session: created, room: grant.room });
      onRoom(grant.roomName);
      await created.start();
    } catch (failure) {
      setStage({ kind: 'lobby', busy: false, error: startError(failure) });
    }
  };

  if (stage.kind === 'call') {
    return (
      <InCall
        session={stage.session}
        controller={controller}
        room={stage.room}
        user={user}
        onRoomChange={(room) => setStage({ ...stage, room })}
        onRejoin={() => onRejoin(stage.room.roomName)}
      />
    );
  }
  if (lobby.load?.status === 'loading') return <Spinner label={t('call.lobby.checking')} />;
  if (lobby.load?.status === 'error') {
    return isGone(lobby.load.error) ? (
      <RoomGone />
    ) : (
      <ErrorState
        message={t('call.errors.check')}
        onRetry={lobby.load.reload}
        retryLabel={t('meet.retry')}
      />
    );
  }
  return (
    <Lobby
      heading={lobby.heading}
      description={lobby.description}
      action={target.kind === 'room' ? 'join' : 'start'}
      busy={stage.busy}
      error={stage.error}
      local={local}
      controller={controller}
      onGo={() => void go()}
    />
  );
}

function InCall({
  session,
  controller,
  room,
  user,
  onRoomChange,
  onRejoin,
}: {
  session: CallSession;
  controller: LocalMediaController;
  room: CallRoom;
  user: SessionUser;
  onRoomChange: (room: CallRoom) => void;
  onRejoin: () => void;
}) {
  const { phase } = useStore(session);
  const over = phase === 'left' || phase === 'ended';
  // Once out of the call, the camera and microphone are let go.
  useEffect(() => {
    if (over) controller.close();
  }, [over, controller]);
  if (over) return <CallOver session={session} onRejoin={onRejoin} />;
  return (
    <CallView
      session={session}
      controller={controller}
      room={room}
      onRoomChange={onRoomChange}
      user={user}
      side={rolePath(user)}
    />
  );
}

/**
 * A call page: lobby, call and its end. Rejoining after leaving starts a new attempt (a fresh
 * camera and session) in the same room.
 */
export function CallFlow({
  target,
  onRoom,
}: {
  target: CallTarget;
  onRoom: (roomName: string) => void;
}) {
  const [attempt, setAttempt] = useState({ n: 0, target });
  return (
    <CallAttempt
      key={attempt.n}
      target={attempt.target}
      onRoom={onRoom}
      onRejoin={(roomName) =>
        setAttempt((a) => ({ n: a.n + 1, target: { kind: 'room', roomName } }))
      }
    />
  );
}
