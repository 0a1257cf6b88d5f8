import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface AreaNavItem {
  to: string;
  label: string;
}

export interface AreaNavLinkProps {
  item: AreaNavItem;
  className: string;
  /** True when `currentPath` matches the item; the default link sets aria-current="page". */
  current: boolean;
}

export interface AreaNavProps extends HTMLAttributes<HTMLElement> {
  /** Names the landmark, e.g. "Jobs". */
  'aria-label': string;
  items: readonly AreaNavItem[];
  /** Renders one link, e.g. with the router's NavLink; defaults to a plain anchor. */
  renderLink?: (props: AreaNavLinkProps) => ReactNode;
  currentPath?: string;
}

function defaultLink({ item, className, current }: AreaNavLinkProps) {
  return (
    <a href={item.to} className={className} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  );
}

/** The navigation of one area (a remote's routes), independent of any router. */
export function AreaNav({
  items,
  renderLink = defaultLink,
  currentPath,
  className,
  ...rest
}: AreaNavProps) {
  return (
    <nav {...rest} className={cx('mp-area-nav', className)}>
      <ul className="mp-area-nav__list">
        {items.map((item) => {
          const current = currentPath === item.to;
          return (
            <li key={item.to} className="mp-area-nav__item">
              {renderLink({
                item,
                current,
                className: cx('mp-area-nav__link', current && 'mp-area-nav__link--current'),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
