import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stars, StarsField } from './StarRating';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarsField
      legend="Your rating"
      value={value}
      onChange={setValue}
      optionLabel={(n) => `${n} of 5`}
      error={error}
    />
  );
}

it('shows a rating as one named image with the stars filled', () => {
  render(<Stars value={3.6} label="3.6 of 5" />);
  const image = screen.getByRole('img', { name: '3.6 of 5' });
  expect(image.querySelectorAll('.mp-stars__star--on')).toHaveLength(4);
});

it('chooses stars with the keyboard as a radio group', async () => {
  const user = userEvent.setup();
  render(<Field />);
  expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
  await user.tab();
  await user.keyboard(' ');
  expect(screen.getByRole('radio', { name: '1 of 5' })).toBeChecked();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('radio', { name: '3 of 5' })).toBeChecked();
});

it('links its error to the group', () => {
  render(<Field error="Choose a rating" />);
  const group = screen.getByRole('radiogroup', { name: 'Your rating' });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Choose a rating');
});
