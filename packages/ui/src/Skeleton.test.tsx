import { render, screen } from '@testing-library/react';
import { LoadingSkeleton } from './Skeleton';

describe('LoadingSkeleton', () => {
  it('is one named, busy status; its grey shapes are hidden from assistive technology', () => {
    render(<LoadingSkeleton label="Loading your jobs" count={4} />);
    const status = screen.getByRole('status', { name: 'Loading your jobs' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelectorAll('.mp-skeleton-card')).toHaveLength(4);
    for (const shape of status.querySelectorAll('.mp-skeleton')) {
      expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it.each([
    ['form', '.mp-skeleton-field', 2],
    ['table', '.mp-skeleton-row', 2],
    ['grid', '.mp-skeleton-card', 2],
    ['detail', '.mp-skeleton-detail', 1],
    ['page', '.mp-skeleton-card', 2],
  ] as const)('draws the %s layout', (layout, part, expected) => {
    render(<LoadingSkeleton label="Loading" layout={layout} count={2} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveClass(`mp-loading-skeleton--${layout}`);
    expect(status.querySelectorAll(part)).toHaveLength(expected);
  });
});
