import { cx } from './cx';

export interface AvatarProps {
  /** The person's name: the initials when there is no picture, and the picture's alt text. */
  name: string;
  /** The picture's URL; without one, the initials on a colour picked from the name. */
  src?: string | null;
  /** Width and height in pixels. */
  size?: number;
  /** true when the name is written next to it: the avatar is then hidden from screen readers. */
  decorative?: boolean;
  className?: string;
}

const TINTS = 8;

/** Up to two initials: "Frankie Freelancer" -> "FF", "cher" -> "C". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');
}

/** The same name always gets the same of the TINTS background colours. */
export function avatarTint(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % TINTS;
}

/** A person's round picture, or their initials on a tinted circle of the same size. */
export function Avatar({ name, src, size = 48, decorative = false, className }: AvatarProps) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src)
    return (
      <img
        className={cx('mp-avatar', className)}
        src={src}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={style}
      />
    );
  return (
    <span
      className={cx(
        'mp-avatar',
        'mp-avatar--initials',
        `mp-avatar--tint-${avatarTint(name)}`,
        className,
      )}
      style={style}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initialsOf(name)}
    </span>
  );
}
