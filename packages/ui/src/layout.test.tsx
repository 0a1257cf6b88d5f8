import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaNav, Card, PageHeader, TextField } from './index';

const items = [
  { to: '/customer/jobs', label: 'My jobs' },
  { to: '/post-job', label: 'Post a job' },
];

describe('AreaNav', () => {
  it('is a labelled navigation list with the current page marked', () => {
    render(<AreaNav aria-label="Jobs" items={items} currentPath="/post-job" />);
    const nav = screen.getByRole('navigation', { name: 'Jobs' });
    expect(nav.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'My jobs' })).not.toHaveAttribute('aria-current');
  });

  it('lets the caller render links (e.g. a router link)', () => {
    render(
      <AreaNav
        aria-label="Jobs"
        items={items}
        renderLink={({ item, className }) => (
          <a href={`#${item.to}`} className={className} data-router="yes">
            {item.label}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'My jobs' });
    expect(link).toHaveAttribute('href', '#/customer/jobs');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass('mp-area-nav__link');
  });
});

describe('PageHeader and Card', () => {
  it('PageHeader renders an h1 with its description', () => {
    render(<PageHeader heading="Proposals" description="Offers sent to your jobs" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Proposals' })).toBeInTheDocument();
    expect(screen.getByText('Offers sent to your jobs')).toBeInTheDocument();
  });

  it('Card with a heading is a region named by it', () => {
    render(
      <Card heading="Budget" headingLevel={3}>
        100
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Budget' })).toHaveTextContent('100');
    expect(screen.getByRole('heading', { level: 3, name: 'Budget' })).toBeInTheDocument();
  });
});

describe('TextField', () => {
  it('links its label, hint and error, and marks required and invalid', async () => {
    render(<TextField label="Email" hint="We never share it" error="Enter an email" required />);
    const input = screen.getByLabelText(/Email/);
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter an email');

    await userEvent.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Title" />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
