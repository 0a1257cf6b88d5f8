import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@mp/router';
import { Button, Dialog } from '@mp/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../locales';
import { useSession } from '../session';
import type { IdleTimings } from './rules';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const;

/** Warns after a stretch without activity, then signs out (the idleLogout switch, in minutes). */
export function IdleLogout({ timings }: { timings: IdleTimings }) {
  const { t } = useTranslation(NAMESPACES.prompts);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const warnTimer = useRef<number | undefined>(undefined);
  const warning = deadline !== null;

  useEffect(() => {
    if (warning) return;
    const arm = () => {
      window.clearTimeout(warnTimer.current);
      warnTimer.current = window.setTimeout(
        () => setDeadline(Date.now() + timings.graceMs),
        timings.warnAfterMs,
      );
    };
    arm();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, arm, { passive: true }));
    return () => {
      window.clearTimeout(warnTimer.current);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, arm));
    };
  }, [warning, timings]);

  useEffect(() => {
    if (deadline === null) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    const end = window.setTimeout(
      () => {
        void signOut().then(() => navigate('/login'));
      },
      Math.max(0, deadline - Date.now()),
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(end);
    };
  }, [deadline, signOut, navigate]);

  if (deadline === null) return null;
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <Dialog
      open
      title={t('idleTitle')}
      description={t('idleText', { seconds })}
      onClose={() => setDeadline(null)}
      footer={
        <>
          <Button variant="secondary" onClick={() => void signOut().then(() => navigate('/login'))}>
            {t('idleSignOut')}
          </Button>
          <Button onClick={() => setDeadline(null)}>{t('idleStay')}</Button>
        </>
      }
    />
  );
}
