import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import type { Loadable } from './LoadStatus';
import type { LoadState } from './use-load';
import { SearchResults, type SearchResultsTexts } from './SearchResults';

const TEXTS: SearchResultsTexts = {
  results: 'Results',
  found: (count) => `${count} found`,
  searching: 'Searching…',
  searchFailed: 'Search failed',
  noResults: 'Nothing here',
  noResultsHint: 'Try other words',
};

function loadOf(state: LoadState<string[]>): Loadable<string[]> {
  return { ...state, reload: jest.fn() };
}

function renderResults(load: Loadable<string[]>, extra: { announceSearching?: boolean } = {}) {
  return render(
    <SearchResults
      load={load}
      total={load.data?.length ?? 0}
      isEmpty={(data) => data.length === 0}
      heading={createRef<HTMLHeadingElement>()}
      headingId="hits"
      className="hits"
      statusClassName="hits__status"
      texts={TEXTS}
      loadTexts={{ errorTitle: 'Oops', retryLabel: 'Retry' }}
      loadingView={<p>Skeletons</p>}
      {...extra}
    >
      {(data) => (
        <ul aria-label="Hits">
          {data.map((hit) => (
            <li key={hit}>{hit}</li>
          ))}
        </ul>
      )}
    </SearchResults>,
  );
}

describe('SearchResults', () => {
  it('names the section by its heading and announces the count with the hits', () => {
    renderResults(loadOf({ status: 'ready', data: ['a', 'b'], error: null }));
    expect(screen.getByRole('region', { name: 'Results' })).toBeInTheDocument();
    expect(screen.getByText('2 found')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the loading view, and says it is searching only when asked to', () => {
    const { unmount } = renderResults(loadOf({ status: 'loading', data: null, error: null }), {
      announceSearching: true,
    });
    expect(screen.getByText('Skeletons')).toBeInTheDocument();
    expect(screen.getByText('Searching…')).toHaveAttribute('aria-live', 'polite');
    unmount();
    renderResults(loadOf({ status: 'loading', data: null, error: null }));
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('shows the empty state and the failure in the given words', () => {
    const { unmount } = renderResults(loadOf({ status: 'ready', data: [], error: null }));
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByText('Try other words')).toBeInTheDocument();
    unmount();
    renderResults(
      loadOf({ status: 'error', data: null, error: { kind: 'server', reason: null, fields: {} } }),
    );
    expect(screen.getByText('Search failed')).toBeInTheDocument();
    expect(screen.getByText('Oops')).toBeInTheDocument();
  });
});
