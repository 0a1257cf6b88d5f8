import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { SelectField } from './index';

describe('SelectField', () => {
  it('links its label, hint and error, marks required and invalid, and selects', async () => {
    const chosen: string[] = [];
    render(
      <SelectField
        label="Country"
        hint="Where the bank is"
        error="Choose a country"
        required
        defaultValue=""
        onChange={(event) => chosen.push(event.target.value)}
      >
        <option value="">Choose…</option>
        <option value="GB">United Kingdom</option>
        <option value="DE">Germany</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where the bank is Choose a country');

    await userEvent.selectOptions(select, 'DE');
    expect(select).toHaveValue('DE');
    expect(chosen).toEqual(['DE']);
  });

  it('is not invalid without an error; forwards its ref, id and the caller’s description', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <>
        <p id="outside">Sorted by name</p>
        <SelectField ref={ref} id="service" label="Service" aria-describedby="outside">
          <option value="web">Web design</option>
        </SelectField>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Service' });
    expect(ref.current).toBe(select);
    expect(select).toHaveAttribute('id', 'service');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toBeRequired();
    expect(select).toHaveAccessibleDescription('Sorted by name');
  });
});
