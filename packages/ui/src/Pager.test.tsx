import { fireEvent, render, screen } from '@testing-library/react';
import { Pager, type PagerTexts } from './Pager';

const TEXTS: PagerTexts = {
  label: 'Pages',
  previous: 'Back',
  next: 'Forward',
  pageOf: (page, pages) => `${page} / ${pages}`,
};

describe('Pager', () => {
  it('moves between pages and disables the way past either end', () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pager page={1} pages={3} onPage={onPage} texts={TEXTS} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('1 / 3');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(<Pager page={3} pages={3} onPage={onPage} texts={TEXTS} />);
    expect(screen.getByRole('button', { name: 'Forward' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('shows nothing for a single page', () => {
    render(<Pager page={1} pages={1} onPage={jest.fn()} texts={TEXTS} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
