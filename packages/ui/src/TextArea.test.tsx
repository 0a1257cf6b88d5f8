import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextArea } from './index';

describe('TextArea', () => {
  it('links its label, hint and error, and marks required and invalid', async () => {
    render(
      <TextArea label="Description" hint="What needs doing" error="Describe the job" required />,
    );
    const area = screen.getByRole('textbox', { name: /Description/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toBeRequired();
    expect(area).toBeInvalid();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('What needs doing Describe the job');

    await userEvent.type(area, 'Paint{enter}the fence');
    expect(area).toHaveValue('Paint\nthe fence');
  });

  it('is not invalid without an error and keeps 4 rows unless told', () => {
    render(<TextArea label="Notes" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).not.toHaveAttribute('aria-describedby');
    expect(area).toHaveAttribute('rows', '4');
  });

  it('forwards its ref, rows, id and the caller’s own description', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(
      <>
        <p id="outside">Shown to the customer</p>
        <TextArea
          ref={ref}
          id="about"
          label="About"
          rows={2}
          hint="Short"
          aria-describedby="outside"
        />
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'About' });
    expect(ref.current).toBe(area);
    expect(area).toHaveAttribute('id', 'about');
    expect(area).toHaveAttribute('rows', '2');
    expect(area).toHaveAccessibleDescription('Shown to the customer Short');
  });
});
