import type { CSSProperties, HTMLAttributes } from 'react';

// Inline as well as in ui.css, so the text stays hidden where the stylesheet is not loaded.
const hiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only. */
export function VisuallyHidden({ style, className, ...rest }: VisuallyHiddenProps) {
  return (
    <span
      {...rest}
      className={className ? `mp-visually-hidden ${className}` : 'mp-visually-hidden'}
      style={{ ...hiddenStyle, ...style }}
    />
  );
}
