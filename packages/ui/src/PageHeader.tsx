import type { HTMLAttributes, ReactNode } from 'react';
import type { HeadingLevel } from './Card';
import { cx } from './cx';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  heading: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the heading (below it on mobile). */
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
}

export function PageHeader({
  heading,
  description,
  actions,
  headingLevel = 1,
  className,
  ...rest
}: PageHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header {...rest} className={cx('mp-page-header', className)}>
      <div className="mp-page-header__text">
        <Heading className="mp-page-header__heading">{heading}</Heading>
        {description && <p className="mp-page-header__description">{description}</p>}
      </div>
      {actions && <div className="mp-page-header__actions">{actions}</div>}
    </header>
  );
}
