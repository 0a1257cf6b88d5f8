import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { Dialog } from './Dialog';
import { MOBILE_MEDIA_QUERY } from './theme';

/** Whether a media query matches now, following changes; false where there is no matchMedia. */
export function useMediaQuery(query: string): boolean {
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [matches, setMatches] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const follow = () => setMatches(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}

export interface FilterPanelProps {
  /** "Filters": the phone's button and the sheet's title. */
  label: string;
  /** How many filters are applied now, shown on the phone's button ("Filters (2)"). */
  activeCount?: number;
  /** The sheet's closing action, e.g. "Show results". */
  doneLabel: string;
  /** Accessible name of the sheet's × button. */
  closeLabel: string;
  className?: string;
  /** The filters; given a function, it receives `close` (e.g. to close after a submit). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A search screen's filters: beside the results on wide screens; on phones (the mobile
 * breakpoint) folded behind a "Filters" button that opens them as a sheet, a modal dialog with
 * focus kept inside and Escape closing it, so the results come first.
 */
export function FilterPanel({
  label,
  activeCount = 0,
  doneLabel,
  closeLabel,
  className,
  children,
}: FilterPanelProps) {
  const phone = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const content = typeof children === 'function' ? children(close) : children;
  if (!phone) return <div className={cx('mp-filter-panel', className)}>{content}</div>;
  return (
    <div className="mp-filter-panel mp-filter-panel--folded">
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {activeCount > 0 ? `${label} (${activeCount})` : label}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={label}
        closeLabel={closeLabel}
        className="mp-filter-sheet"
        footer={
          <Button fullWidth onClick={close}>
            {doneLabel}
          </Button>
        }
      >
        <div className={className}>{content}</div>
      </Dialog>
    </div>
  );
}
