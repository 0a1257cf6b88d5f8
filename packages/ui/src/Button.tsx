import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { cx } from './cx';
import { VisuallyHidden } from './VisuallyHidden';

export type ButtonVariant = 'primary' | 'secondary' | 'cancel' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button is busy: clicks are ignored and `aria-busy` is set. */
  loading?: boolean;
  /** Extra text read while loading, e.g. "Saving". */
  loadingLabel?: string;
  fullWidth?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    loading = false,
    loadingLabel,
    fullWidth = false,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  // aria-disabled rather than disabled while loading, so focus is not thrown away mid-action.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      className={cx(
        'mp-button',
        `mp-button--${variant}`,
        fullWidth && 'mp-button--full',
        loading && 'mp-button--loading',
        className,
      )}
      onClick={handleClick}
    >
      {loading && <span className="mp-button__spinner" aria-hidden="true" />}
      <span className="mp-button__label">{children}</span>
      {loading && loadingLabel && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
    </button>
  );
});
