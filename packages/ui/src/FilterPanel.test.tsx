import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterPanel } from './FilterPanel';

function setViewport(phone: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

function Panel({ onSubmit = jest.fn() }: { onSubmit?: () => void }) {
  return (
    <>
      <FilterPanel label="Filters" activeCount={2} doneLabel="Show results" closeLabel="Close">
        {(close) => (
          <form
            aria-label="Search"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
              close();
            }}
          >
            <label>
              Keywords <input name="q" />
            </label>
            <button type="submit">Search</button>
          </form>
        )}
      </FilterPanel>
      <h2>Results</h2>
    </>
  );
}

describe('FilterPanel', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows the filters in place on wide screens', () => {
    setViewport(false);
    render(<Panel />);
    expect(screen.getByRole('form', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });

  it('folds them behind a Filters button on phones: a sheet that traps focus and Escape closes', async () => {
    setViewport(true);
    const user = userEvent.setup();
    render(<Panel />);
    expect(screen.queryByRole('form', { name: 'Search' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    const field = within(sheet).getByRole('textbox', { name: 'Keywords' });
    expect(field).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes the sheet when the form asks, and with its done button', async () => {
    setViewport(true);
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Panel onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
