import { useEffect, useRef, useState } from 'react';
import { Button, cx } from '@mp/ui';
import { Avatar } from './Avatar';
import { useMessagingT } from '../inbox/useMessagingT';

export interface VideoTileProps {
  name: string;
  picture: string | null;
  stream: MediaStream | null;
  /** This person's own preview: never played aloud, mirrored unless it is the screen. */
  self?: boolean;
  showVideo: boolean;
  micOff: boolean;
  sharing: boolean;
  /** A connection note ("Connecting…"), if any. */
  status?: string | null;
}

/** One person in the call: their video (or picture), name and microphone state. */
export function VideoTile({
  name,
  picture,
  stream,
  self = false,
  showVideo,
  micOff,
  sharing,
  status,
}: VideoTileProps) {
  const { t } = useMessagingT();
  const video = useRef<HTMLVideoElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream === null) return;
    // Browsers may refuse to play sound before the page was used; play muted and offer sound.
    element.play().catch(() => {
      if (self) return;
      element.muted = true;
      setSoundBlocked(true);
      void element.play().catch(() => undefined);
    });
  }, [stream, self]);

  const unmute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    void element.play().then(
      () => setSoundBlocked(false),
      () => undefined,
    );
  };

  return (
    <figure className={cx('mp-call__tile', self && 'mp-call__tile--self')}>
      <video
        ref={video}
        className={cx('mp-call__video', self && !sharing && 'mp-call__video--mirrored')}
        autoPlay
        playsInline
        muted={self}
        hidden={!showVideo || stream === null}
        aria-label={t('call.videoOf', { name })}
      />
      {(!showVideo || stream === null) && <Avatar name={name} picture={picture} />}
      <figcaption className="mp-call__caption">
        <span className="mp-call__name">{name}</span>
        {micOff && <span className="mp-call__badge">{t('call.micIsOff')}</span>}
        {sharing && <span className="mp-call__badge">{t('call.sharing')}</span>}
        {status && <span className="mp-call__badge mp-call__badge--status">{status}</span>}
      </figcaption>
      {soundBlocked && (
        <Button variant="secondary" className="mp-call__sound" onClick={unmute}>
          {t('call.turnOnSound')}
        </Button>
      )}
    </figure>
  );
}
