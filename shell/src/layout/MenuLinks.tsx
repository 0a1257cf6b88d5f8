import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@mp/router';
import { useTranslation } from 'react-i18next';
import { eventBus } from '@mp/event-bus';
import { Dropdown } from './Dropdown';
import { isHighlighted, type MenuItem } from './menus';

/** The unread-message count, kept live by the session's socket through the event bus. */
export function useUnreadCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const handler = ({ count: next }: { count: number }) => setCount(next);
    eventBus.on('unread:changed', handler);
    return () => eventBus.off('unread:changed', handler);
  }, []);
  return count;
}

function Label({ item, unread }: { item: MenuItem; unread: number }) {
  const { t } = useTranslation();
  const text = item.labelKey ? t(item.labelKey) : (item.title ?? '');
  return (
    <>
      {text}
      {item.badge === 'unread' && unread > 0 ? (
        <span className="mp-badge" aria-label={t('menu.unread', { count: unread })}>
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
}

export function MenuLink({
  item,
  unread = 0,
  onNavigate,
}: {
  item: MenuItem;
  unread?: number;
  onNavigate?: () => void;
}) {
  const className = item.button ? 'mp-menu__link mp-menu__link--button' : 'mp-menu__link';
  if (item.external) {
    return (
      <a className={className} href={item.to} target="_blank" rel="noopener noreferrer">
        <Label item={item} unread={unread} />
      </a>
    );
  }
  // Anchors on a page (`/#about`) are never the "current page".
  if (item.to.includes('#')) {
    return (
      <Link className={className} to={item.to} onClick={onNavigate}>
        <Label item={item} unread={unread} />
      </Link>
    );
  }
  return (
    <NavLink className={className} to={item.to} onClick={onNavigate} end={item.to === '/'}>
      <Label item={item} unread={unread} />
    </NavLink>
  );
}

/**
 * A row of entries; entries with children become dropdowns, highlighted as
 * docs/shell.md#header-and-menus says.
 */
export function MenuLinks({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const unread = useUnreadCount();
  const { t } = useTranslation();
  return (
    <ul className="mp-menu">
      {items.map((item) => (
        <li key={item.id} className="mp-menu__item">
          {item.children ? (
            <Dropdown
              label={item.labelKey ? t(item.labelKey) : item.title}
              highlighted={isHighlighted(item, pathname)}
            >
              {(close) => (
                <ul className="mp-menu mp-menu--sub">
                  {item.children?.map((child) => (
                    <li key={child.id}>
                      <MenuLink
                        item={child}
                        unread={unread}
                        onNavigate={() => {
                          close();
                          onNavigate?.();
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </Dropdown>
          ) : (
            <MenuLink item={item} unread={unread} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
