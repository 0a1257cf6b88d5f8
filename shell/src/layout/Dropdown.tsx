import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A disclosure menu: the toggle reports aria-expanded, Escape closes and returns focus to the
 * toggle, a click or tap outside closes, and moving focus out closes.
 */
export function Dropdown({
  label,
  className,
  highlighted = false,
  buttonLabel,
  children,
}: {
  label: ReactNode;
  className?: string;
  highlighted?: boolean;
  /** Accessible name when `label` is not text (an avatar). */
  buttonLabel?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      ref={root}
      className={`mp-dropdown ${className ?? ''}`}
      data-highlighted={highlighted || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="mp-dropdown__toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={id} className="mp-dropdown__panel" hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
