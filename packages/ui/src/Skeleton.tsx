import { cx } from './cx';
import { VisuallyHidden } from './VisuallyHidden';

/** Shapes of one grey placeholder. */
export type SkeletonShape =
  'line' | 'short' | 'title' | 'heading' | 'pill' | 'round' | 'avatar' | 'field';

/** One grey placeholder where content will be; hidden from assistive technology. */
export function Skeleton({
  shape = 'line',
  className,
}: {
  shape?: SkeletonShape;
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={cx('mp-skeleton', `mp-skeleton--${shape}`, className)} />
  );
}

/**
 * The layouts a loading region can stand in for: `list` (cards one under the other), `grid`
 * (cards side by side), `detail` (a person or item with its text), `form` (labelled fields),
 * `table` (rows), `page` (a whole screen: its heading, then cards; what a route shows before
 * its code arrives).
 */
export type SkeletonLayout = 'list' | 'grid' | 'detail' | 'form' | 'table' | 'page';

export interface LoadingSkeletonProps {
  /** Announced to screen readers, e.g. "Loading your proposals". */
  label: string;
  layout?: SkeletonLayout;
  /** How many cards, fields or rows. */
  count?: number;
  className?: string;
}

function CardSkeleton() {
  return (
    <div className="mp-skeleton-card">
      <Skeleton shape="title" />
      <Skeleton shape="line" />
      <Skeleton shape="short" />
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="mp-skeleton-detail">
      <div className="mp-skeleton-detail__head">
        <Skeleton shape="avatar" />
        <div className="mp-skeleton-detail__name">
          <Skeleton shape="title" />
          <Skeleton shape="short" />
        </div>
      </div>
      <Skeleton shape="line" />
      <Skeleton shape="line" />
      <Skeleton shape="short" />
    </div>
  );
}

function FieldSkeleton() {
  return (
    <div className="mp-skeleton-field">
      <Skeleton shape="short" />
      <Skeleton shape="field" />
    </div>
  );
}

function RowSkeleton() {
  return (
    <div className="mp-skeleton-row">
      <Skeleton shape="line" />
      <Skeleton shape="short" />
      <Skeleton shape="pill" />
    </div>
  );
}

/**
 * A region's layout in grey while its data loads, so nothing moves when the data comes; a
 * status with its label for screen readers. Use in place of a bare spinner or "Loading…".
 */
export function LoadingSkeleton({
  label,
  layout = 'list',
  count = 3,
  className,
}: LoadingSkeletonProps) {
  const items = Array.from({ length: layout === 'detail' ? 1 : count }, (_, index) => index);
  const Item = {
    list: CardSkeleton,
    grid: CardSkeleton,
    page: CardSkeleton,
    detail: DetailSkeleton,
    form: FieldSkeleton,
    table: RowSkeleton,
  }[layout];
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      className={cx('mp-loading-skeleton', `mp-loading-skeleton--${layout}`, className)}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      {layout === 'page' && (
        <div className="mp-skeleton-page__head">
          <Skeleton shape="heading" />
          <Skeleton shape="line" />
        </div>
      )}
      {items.map((index) => (
        <Item key={index} />
      ))}
    </div>
  );
}
