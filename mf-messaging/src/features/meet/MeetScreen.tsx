import { useState } from 'react';
import { isCallId } from '@mp/contracts';
import { useLocation, useNavigate, useSearchParams } from '@mp/router';
import { AreaPage, useArea } from '@mp/remote-kit';
import { Alert, EmptyState } from '@mp/ui';
import { CallFlow, type CallTarget } from '../call/CallFlow';
import { useMessagingT } from '../inbox/useMessagingT';
import { MeetingsSection } from '../meetings/MeetingsSection';
import { MeetHome } from './MeetHome';
import '../call/call.css';

/** What the address asks for: `?room=`, `?channelId=`, `?jobId=` or `?with=` (in that order). */
function targetOf(params: URLSearchParams): CallTarget | 'invalid' | null {
  const read = (name: string) => {
    const value = params.get(name);
    return value === null ? null : isCallId(value) ? value : 'invalid';
  };
  const room = read('room');
  const channelId = read('channelId');
  const jobId = read('jobId');
  const userId = read('with');
  if ([room, channelId, jobId, userId].includes('invalid')) return 'invalid';
  if (room) return { kind: 'room', roomName: room };
  if (channelId) return { kind: 'channel', channelId };
  if (jobId) return { kind: 'job', jobId };
  if (userId) return { kind: 'person', userId };
  return null;
}

/**
 * A new call flow whenever the address asks for another call; the one that started a call keeps
 * going when the address is replaced with its room (so a reload joins the same room).
 */
function useFlowKey(search: string, room: string | null) {
  const [flow, setFlow] = useState({ key: 0, search, room: null as string | null });
  if (flow.search !== search) {
    const same = room !== null && room === flow.room;
    setFlow({ key: same ? flow.key : flow.key + 1, search, room: same ? flow.room : null });
  }
  return {
    key: flow.key,
    claim: (roomName: string) => setFlow((current) => ({ ...current, room: roomName })),
  };
}

/**
 * `/{side}/meet`: the video calls page (docs/video.md#screens) and, beside the calls, the
 * meetings and scheduling section (docs/scheduling.md), which a call in progress hides.
 */
export function MeetScreen() {
  const { t } = useMessagingT();
  const { features } = useArea();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = targetOf(params);
  const flow = useFlowKey(search, params.get('room'));

  let content;
  if (!features.videoChat) {
    content = <EmptyState title={t('meet.disabled')} />;
  } else if (target === 'invalid') {
    content = <Alert type="error">{t('meet.invalidLink')}</Alert>;
  } else if (target === null) {
    content = <MeetHome />;
  } else {
    content = (
      <CallFlow
        key={flow.key}
        target={target}
        onRoom={(roomName) => {
          flow.claim(roomName);
          navigate({ search: `?room=${encodeURIComponent(roomName)}` }, { replace: true });
        }}
      />
    );
  }
  return (
    <AreaPage screen="meet" className="mp-meet">
      {content}
      {target === null && <MeetingsSection />}
    </AreaPage>
  );
}
