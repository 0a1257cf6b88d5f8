import type { ReactNode, RefObject } from 'react';
import { EmptyState } from '@mp/ui';
import { LoadStatus, type Loadable, type LoadStatusProps } from './LoadStatus';

export interface SearchResultsTexts {
  /** The results' heading (visually hidden, focused after a page change). */
  results: string;
  found: (count: number) => string;
  searching: string;
  searchFailed: string;
  noResults: string;
  noResultsHint: string;
}

export interface SearchResultsProps<Data> {
  load: Loadable<Data>;
  total: number;
  isEmpty: (data: Data) => boolean;
  /** The results' heading, from useResultsFocus. */
  heading: RefObject<HTMLHeadingElement>;
  headingId: string;
  id?: string;
  className: string;
  statusClassName: string;
  texts: SearchResultsTexts;
  /** LoadStatus's failure heading and Retry in the remote's words. */
  loadTexts: Pick<LoadStatusProps<unknown>, 'errorTitle' | 'retryLabel'>;
  /** Shown while searching in place of LoadStatus's own (e.g. card skeletons). */
  loadingView?: ReactNode;
  /** Whether the live status says "searching" while loading (or stays quiet). */
  announceSearching?: boolean;
  /** The button of the empty state: what to do when nothing matched (e.g. clear the search). */
  emptyAction?: ReactNode;
  children: (data: Data) => ReactNode;
}

/** A search's results: a live count, loading, failure and empty states, then the hits. */
export function SearchResults<Data>({
  load,
  total,
  isEmpty,
  heading,
  headingId,
  id,
  className,
  statusClassName,
  texts,
  emptyAction,
  loadTexts,
  loadingView,
  announceSearching = false,
  children,
}: SearchResultsProps<Data>) {
  const loading = load.status === 'loading';
  const status =
    load.status === 'ready'
      ? texts.found(total)
      : loading && announceSearching
        ? texts.searching
        : '';
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mp-visually-hidden">
        {texts.results}
      </h2>
      <p aria-live="polite" className={statusClassName}>
        {status}
      </p>
      {loading && loadingView !== undefined ? (
        loadingView
      ) : (
        <LoadStatus
          load={load}
          loadingLabel={texts.searching}
          errorMessage={(error) =>
            error.kind === 'validation' && error.reason ? error.reason : texts.searchFailed
          }
          {...loadTexts}
          isEmpty={isEmpty}
          empty={
            <EmptyState
              title={texts.noResults}
              description={texts.noResultsHint}
              action={emptyAction}
            />
          }
        >
          {children}
        </LoadStatus>
      )}
    </section>
  );
}
