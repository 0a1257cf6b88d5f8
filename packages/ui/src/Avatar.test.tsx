import { render, screen } from '@testing-library/react';
import { Avatar, avatarTint, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture, named for screen readers unless the name is written beside it', () => {
    const { rerender } = render(<Avatar name="Frankie Freelancer" src="https://cdn.test/f.png" />);
    const picture = screen.getByRole('img', { name: 'Frankie Freelancer' });
    expect(picture).toHaveAttribute('src', 'https://cdn.test/f.png');
    expect(picture).toHaveAttribute('width', '48');
    rerender(<Avatar name="Frankie Freelancer" src="https://cdn.test/f.png" decorative />);
    expect(screen.queryByRole('img', { name: 'Frankie Freelancer' })).toBeNull();
  });

  it('shows initials on a tint picked from the name when there is no picture', () => {
    const { container } = render(<Avatar name="ada lovelace byron" size={64} />);
    const avatar = screen.getByRole('img', { name: 'ada lovelace byron' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveStyle({ width: '64px', height: '64px' });
    expect(container.querySelector(`.mp-avatar--tint-${avatarTint('ada lovelace byron')}`)).toBe(
      avatar,
    );
  });

  it('keeps initials and tints stable', () => {
    expect(initialsOf('  Cher ')).toBe('C');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(avatarTint('Frankie')).toBe(avatarTint('Frankie'));
    expect(
      new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map(avatarTint)).size,
    ).toBeGreaterThan(1);
  });
});
