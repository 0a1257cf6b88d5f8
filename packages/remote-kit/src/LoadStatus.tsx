import type { ReactNode } from 'react';
import { ErrorState, LoadingSkeleton, type HeadingLevel, type SkeletonLayout } from '@mp/ui';
import type { ReadableError } from './errors';
import type { LoadState } from './use-load';

/** What `useLoad` returns, as far as LoadStatus reads it. */
export type Loadable<T> = LoadState<T> & { reload: () => void };

/** A text of the failure: fixed, or read from what failed. */
export type FailureText = ReactNode | ((error: ReadableError) => ReactNode);

export interface LoadStatusProps<T> {
  load: Loadable<T>;
  /** Names the skeleton while the answer is awaited, e.g. "Loading your proposals". */
  loadingLabel: string;
  /** The layout the skeleton draws while loading: the region's own (default `list`). */
  skeleton?: SkeletonLayout;
  /** How many cards, fields or rows the skeleton draws. */
  skeletonCount?: number;
  /** The failure's heading; without one the message stands alone. */
  errorTitle?: FailureText;
  /** The failure in the user's words, e.g. from what `useLoad` read of it. */
  errorMessage: FailureText;
  retryLabel: string;
  /** Whether Retry is offered for this failure (e.g. not for a page that does not exist). */
  canRetry?: (error: ReadableError) => boolean;
  /** The failure's heading level inside the page. */
  headingLevel?: HeadingLevel;
  /** Shown instead of the content when `isEmpty` says the loaded data holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The content, given the loaded data. */
  children?: (data: T) => ReactNode;
}

function textOf(text: FailureText, error: ReadableError): ReactNode {
  return typeof text === 'function' ? text(error) : text;
}

/**
 * One load's place on the page: a skeleton of the region's layout while it runs, the readable
 * failure with Retry, the empty state, or the content. Shown by status: a reload (or a new key)
 * shows the skeleton again.
 */
export function LoadStatus<T>(props: LoadStatusProps<T>) {
  const { load, children, empty, isEmpty } = props;
  if (load.status === 'loading') {
    return (
      <LoadingSkeleton
        label={props.loadingLabel}
        layout={props.skeleton}
        count={props.skeletonCount}
      />
    );
  }
  if (load.status === 'error') {
    const canRetry = props.canRetry?.(load.error) ?? true;
    return (
      <ErrorState
        title={textOf(props.errorTitle, load.error)}
        message={textOf(props.errorMessage, load.error)}
        onRetry={canRetry ? load.reload : undefined}
        retryLabel={props.retryLabel}
        headingLevel={props.headingLevel}
      />
    );
  }
  if (empty !== undefined && isEmpty?.(load.data)) return <>{empty}</>;
  return <>{children?.(load.data)}</>;
}
