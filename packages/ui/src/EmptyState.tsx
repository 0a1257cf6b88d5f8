import type { HTMLAttributes, ReactNode } from 'react';
import type { HeadingLevel } from './Card';
import { cx } from './cx';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button or link that creates the first item. */
  action?: ReactNode;
  /** Decorative; hidden from screen readers. */
  icon?: ReactNode;
  headingLevel?: HeadingLevel;
}

export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={cx('mp-empty-state', className)}>
      {icon && (
        <div className="mp-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="mp-empty-state__title">{title}</Heading>
      {description && <p className="mp-empty-state__description">{description}</p>}
      {action && <div className="mp-empty-state__action">{action}</div>}
    </div>
  );
}
