import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** When given, the card becomes a section labelled by this heading. */
  heading?: ReactNode;
  headingLevel?: HeadingLevel;
  footer?: ReactNode;
}

export function Card({
  heading,
  headingLevel = 2,
  footer,
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const Element = heading ? 'section' : 'div';
  return (
    <Element
      {...rest}
      className={cx('mp-card', className)}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <Heading id={headingId} className="mp-card__heading">
          {heading}
        </Heading>
      )}
      <div className="mp-card__body">{children}</div>
      {footer && <div className="mp-card__footer">{footer}</div>}
    </Element>
  );
}
