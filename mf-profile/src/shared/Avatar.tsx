import { cx } from '@mp/ui';

/** A profile picture, or the name's initials when there is none. Decorative: the name is beside it. */
export function Avatar({
  name,
  picture,
  size = 'large',
}: {
  name: string;
  picture: string | null;
  size?: 'medium' | 'large';
}) {
  const className = cx('mp-profile__avatar', `mp-profile__avatar--${size}`);
  if (picture) return <img className={className} src={picture} alt="" />;
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <span className={className} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
