import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@mp/router';
import { useAddressSearch, useResultsFocus } from './address-search';

interface Filters {
  text: string;
  page: number;
}

function fromParams(params: URLSearchParams): Filters {
  return { text: params.get('q') ?? '', page: Number(params.get('page') ?? '1') };
}

function toParams(filters: Filters): Record<string, string> {
  return { ...(filters.text ? { q: filters.text } : {}), page: String(filters.page) };
}

function check(filters: Filters): { text?: string } {
  return filters.text === 'bad' ? { text: 'Not that' } : {};
}

function Search() {
  const { applied, draft, set, errors, apply, submit } = useAddressSearch({
    fromParams,
    toParams,
    check,
  });
  const [status, setStatus] = useState('ready');
  const { heading, focusWhenLoaded } = useResultsFocus(status);
  const location = useLocation();
  return (
    <>
      <form role="search" onSubmit={submit}>
        <input aria-label="Text" value={draft.text} onChange={(e) => set('text', e.target.value)} />
        {errors.text && <p role="alert">{errors.text}</p>}
        <button type="submit">Search</button>
      </form>
      <h2 ref={heading} tabIndex={-1}>
        Results
      </h2>
      <p>{`Address: ${location.search}`}</p>
      <p>{`Page ${applied.page}`}</p>
      <button
        type="button"
        onClick={() => {
          focusWhenLoaded();
          setStatus('loading');
          apply({ ...applied, page: applied.page + 1 });
        }}
      >
        Next
      </button>
      <button type="button" onClick={() => setStatus('ready')}>
        Loaded
      </button>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Search />
    </MemoryRouter>,
  );
}

describe('useAddressSearch', () => {
  it('reads the filters from the address and applies the draft from the first page', () => {
    renderAt('/?q=logo&page=3');
    expect(screen.getByLabelText('Text')).toHaveValue('logo');
    expect(screen.getByText('Page 3')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'banner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Address: ?q=banner&page=1')).toBeInTheDocument();
  });

  it('keeps the address and shows the problems when the filters do not pass', () => {
    renderAt('/?q=logo');
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not that');
    expect(screen.getByText('Address: ?q=logo')).toBeInTheDocument();
  });
});

describe('useResultsFocus', () => {
  it('focuses the results once the next page has loaded', () => {
    renderAt('/?page=1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Results' })).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });
});
