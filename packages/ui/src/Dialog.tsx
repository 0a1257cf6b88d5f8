import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { focusableWithin } from './focus';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a backdrop click. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Accessible name of the × button; the button shows only when given. */
  closeLabel?: string;
  /** Focused on open; defaults to the first focusable element, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement>;
  closeOnBackdropClick?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

function useFocusReturn(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement;
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);
}

function useBodyScrollLock(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);
}

function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement): void {
  const focusable = focusableWithin(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A modal dialog: focus stays inside while open and returns to the opener afterwards. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel,
  initialFocusRef,
  closeOnBackdropClick = true,
  size = 'medium',
  className,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useFocusReturn(open);
  useBodyScrollLock(open);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    // Content first, then the footer's actions, and the close button only as a last resort.
    const target =
      initialFocusRef?.current ??
      [bodyRef.current, footerRef.current, panel]
        .map((area) => (area ? focusableWithin(area)[0] : undefined))
        .find(Boolean) ??
      panel;
    target.focus();
  }, [open, initialFocusRef]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && panelRef.current) {
      trapTab(event, panelRef.current);
    }
  };
  const handleBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className="mp-dialog__backdrop" onMouseDown={handleBackdrop}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('mp-dialog', `mp-dialog--${size}`, className)}
        onKeyDown={handleKeyDown}
      >
        <div className="mp-dialog__header">
          <h2 id={titleId} className="mp-dialog__title">
            {title}
          </h2>
          {closeLabel && (
            <button
              type="button"
              className="mp-dialog__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="mp-dialog__description">
            {description}
          </p>
        )}
        <div ref={bodyRef} className="mp-dialog__body">
          {children}
        </div>
        {footer && (
          <div ref={footerRef} className="mp-dialog__footer">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
