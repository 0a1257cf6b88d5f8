import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EmptyState } from '@mp/ui';
import { LoadStatus } from './LoadStatus';
import { useLoad } from './use-load';

interface Answer {
  items: string[];
}

function Items({ load, keyOf = 'items' }: { load: () => Promise<Answer>; keyOf?: string }) {
  const loaded = useLoad(load, keyOf);
  return (
    <>
      <LoadStatus
        load={loaded}
        loadingLabel="Loading items"
        errorTitle={(error) => (error.kind === 'notFound' ? 'No such list' : 'Items did not load')}
        errorMessage={(error) => (error.kind === 'network' ? 'You are offline' : 'Try later')}
        canRetry={(error) => error.kind !== 'notFound'}
        retryLabel="Retry"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="No items yet" />}
      >
        {(data) => (
          <ul aria-label="Items">
            {data.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </LoadStatus>
      <button
        type="button"
        onClick={() => loaded.update((data) => ({ items: [...data.items, 'added'] }))}
      >
        Add
      </button>
    </>
  );
}

const offline = Object.assign(new Error('Failed to fetch'), { status: 0 });

it('shows a named skeleton of the layout, then the content, and updates the loaded data', async () => {
  render(<Items load={async () => ({ items: ['one'] })} />);
  const loading = screen.getByRole('status', { name: 'Loading items' });
  expect(loading).toHaveAttribute('aria-busy', 'true');
  expect(loading).toHaveClass('mp-loading-skeleton--list');
  expect(loading.querySelectorAll('.mp-skeleton-card')).toHaveLength(3);
  expect(loading).not.toHaveTextContent(/Loading\.\.\.|Loading…/);
  expect(await screen.findByRole('listitem')).toHaveTextContent('one');
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'added']);
});

it('shows the readable failure with Retry, which loads again', async () => {
  const load = jest
    .fn<Promise<Answer>, []>()
    .mockRejectedValueOnce(offline)
    .mockResolvedValueOnce({ items: ['two'] });
  render(<Items load={load} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Items did not load');
  expect(alert).toHaveTextContent('You are offline');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('listitem')).toHaveTextContent('two');
  expect(load).toHaveBeenCalledTimes(2);
});

it('offers no Retry where the failure says retrying is pointless', async () => {
  render(<Items load={() => Promise.reject(Object.assign(new Error('gone'), { status: 404 }))} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No such list');
  expect(alert).toHaveTextContent('Try later');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

it('shows the empty state for empty data, and the skeleton again for a new key', async () => {
  function Switcher() {
    const [key, setKey] = useState('a');
    return (
      <>
        <button type="button" onClick={() => setKey('b')}>
          Next
        </button>
        <Items
          keyOf={key}
          load={() =>
            key === 'a' ? Promise.resolve({ items: [] }) : new Promise<Answer>(() => {})
          }
        />
      </>
    );
  }
  render(<Switcher />);
  expect(await screen.findByRole('heading', { name: 'No items yet' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Loading items' })).toBeInTheDocument(),
  );
  expect(screen.queryByRole('heading', { name: 'No items yet' })).toBeNull();
});
