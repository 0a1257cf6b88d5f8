import { initials } from './format';

/** A person's picture, or their initials when they have none. */
export function Avatar({
  name,
  picture,
  size = 'large',
}: {
  name: string;
  picture: string | null;
  size?: 'small' | 'large';
}) {
  return picture ? (
    <img className={`mp-call__avatar mp-call__avatar--${size}`} src={picture} alt="" />
  ) : (
    <span className={`mp-call__avatar mp-call__avatar--${size}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
