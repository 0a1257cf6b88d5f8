import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@mp/contracts';
import { NAMESPACES } from '../../locales';
import { isReadyFrom, postPreview } from './preview-channel';

const FRAMES = [
  { id: 'desktop', width: undefined },
  { id: 'mobile', width: 375 },
] as const;

/**
 * The real home page, framed at desktop and 375 px mobile width, painted with the draft's
 * styling (posted to each frame on load and after every change).
 */
export function PreviewSection({ config }: { config: TenantConfig }) {
  const { t } = useTranslation(NAMESPACES.console);
  const frames = useRef<Array<HTMLIFrameElement | null>>([]);
  const preview = {
    styling: config.styling,
    header: config.settings.styling.header,
    customMenus: config.settings.customMenus,
    footer: config.settings.footer,
    headerLogo: config.settings.styling.logo,
  };
  const latest = useRef(preview);
  latest.current = preview;

  useEffect(() => {
    for (const frame of frames.current) postPreview(frame?.contentWindow, latest.current);
  }, [config]);

  useEffect(() => {
    const answer = (event: MessageEvent) => {
      const frame = frames.current.find((candidate) =>
        isReadyFrom(event, candidate?.contentWindow),
      );
      if (frame) postPreview(frame.contentWindow, latest.current);
    };
    window.addEventListener('message', answer);
    return () => window.removeEventListener('message', answer);
  }, []);

  return (
    <div className="mp-console__previews">
      {FRAMES.map(({ id, width }, index) => (
        <figure key={id} className={`mp-console__preview mp-console__preview--${id}`}>
          <figcaption>{id === 'mobile' ? t('preview.mobile') : t('preview.desktop')}</figcaption>
          <iframe
            ref={(element) => {
              frames.current[index] = element;
            }}
            src="/"
            title={id === 'mobile' ? t('preview.mobileFrame') : t('preview.desktopFrame')}
            width={width}
            loading="lazy"
            onLoad={(event) => postPreview(event.currentTarget.contentWindow, latest.current)}
          />
        </figure>
      ))}
    </div>
  );
}
