import { Link } from '@mp/router';
import { DateText } from '@mp/remote-kit';
import { useTranslation } from 'react-i18next';
import type { DashboardItem } from '@mp/contracts';
import { Avatar, Money } from '@mp/ui';
import type { TextKey } from '../../locales';

/** The sentence of an item: what needs the reader, and from whom. */
export function itemTextKey(item: DashboardItem): TextKey {
  if (item.kind === 'payout') {
    const status = item.status ?? 'pending';
    return ['waiting_for_account', 'paid', 'failed'].includes(status)
      ? (`dashboard.items.payout.${status as 'waiting_for_account' | 'paid' | 'failed'}` as const)
      : 'dashboard.items.payout.pending';
  }
  return `dashboard.items.${item.kind}`;
}

function ItemPicture({ item }: { item: DashboardItem }) {
  if (item.person === null)
    return (
      <span className="mp-avatar mp-dashboard__dot" aria-hidden="true">
        •
      </span>
    );
  return <Avatar name={item.person.name} src={item.person.profilePicture} size={40} decorative />;
}

function Item({ item }: { item: DashboardItem }) {
  const { t } = useTranslation();
  const text = t(itemTextKey(item), {
    name: item.person?.name ?? '',
    title: item.title,
    count: item.count ?? 0,
  });
  return (
    <li className="mp-dashboard__item" data-kind={item.kind} data-item-id={item.id}>
      <ItemPicture item={item} />
      <div className="mp-dashboard__item-body">
        <Link className="mp-dashboard__item-link" to={item.link}>
          {text}
        </Link>
        <p className="mp-dashboard__item-meta">
          {item.jobTitle !== null && item.jobTitle !== item.title && (
            <span>{t('dashboard.jobLabel', { title: item.jobTitle })}</span>
          )}
          {item.amount !== null && (
            <span className="mp-dashboard__amount">
              <Money minor={item.amount} />
            </span>
          )}
          <DateText value={item.at} form="relative" />
        </p>
      </div>
    </li>
  );
}

/** What needs the reader now, newest first, each item a link to where it is acted on. */
export function DashboardItems({ items }: { items: readonly DashboardItem[] }) {
  return (
    <ul className="mp-dashboard__items">
      {items.map((item) => (
        <Item key={item.id} item={item} />
      ))}
    </ul>
  );
}
