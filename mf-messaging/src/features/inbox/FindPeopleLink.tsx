import { Link } from '@mp/router';
import { rolePath, useArea, useSitePath } from '@mp/remote-kit';
import { useMessagingT } from './useMessagingT';

/**
 * The next step of an empty inbox or people list: a customer finds freelancers, a freelancer
 * finds work (conversations start from there).
 */
export function FindPeopleLink() {
  const { t } = useMessagingT();
  const { user } = useArea();
  const sitePath = useSitePath();
  const side = rolePath(user);
  const to = side === 'customer' ? '/customer/cl-search' : '/freelancer/search-jobs';
  return (
    <Link className="mp-button mp-button--primary" to={sitePath(to)}>
      {t(`inbox.emptyAction.${side}`)}
    </Link>
  );
}

/** The next step of an empty meetings list: meetings are booked from proposals. */
export function ProposalsLink() {
  const { t } = useMessagingT();
  const { user } = useArea();
  const sitePath = useSitePath();
  const side = rolePath(user);
  const to = side === 'customer' ? '/customer/list-all-proposals' : '/freelancer/proposals';
  return (
    <Link className="mp-button mp-button--secondary" to={sitePath(to)}>
      {t(`meetings.emptyAction.${side}`)}
    </Link>
  );
}
