import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import TextField from './text-field.tsx';

const options = (
  <>
    <option value="" disabled>
      Select a package
    </option>
    <option value="30">30 days</option>
  </>
);

describe('TextField (plain HTML: a label, an outlined box, a message)', () => {
  it('names a text box by its label and keeps what the student types', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return <TextField label="Transaction ID" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Field />);
    const box = screen.getByRole('textbox', { name: 'Transaction ID' });
    await userEvent.type(box, 'TX1');
    expect(box).toHaveValue('TX1');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAccessibleDescription();
  });

  it('marks a field with its problem: invalid, described by the message beside it', () => {
    render(<TextField label="bKash number" type="tel" error helperText="Enter 11 digits." value="017" readOnly />);
    const box = screen.getByRole('textbox', { name: 'bKash number' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter 11 digits.');
    expect(box).toHaveAttribute('type', 'tel');
  });

  it('adds what the page describes the field with after its own message', () => {
    render(
      <>
        <TextField label="Password" helperText="Too short." htmlInput={{ 'aria-describedby': 'rules' }} />
        <p id="rules">At least 6 characters.</p>
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short. At least 6 characters.');
  });

  it('renders a native select labelled by its label, with the helper text described', async () => {
    function Select() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Package"
          select
          error
          helperText="Choose one of the options."
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {options}
        </TextField>
      );
    }
    render(<Select />);
    const select = screen.getByRole('combobox', { name: 'Package' });
    expect(select.tagName).toBe('SELECT');
    expect(select).not.toHaveAttribute('type');
    expect(select).toHaveAccessibleDescription('Choose one of the options.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(select, '30');
    expect(select).toHaveValue('30');
  });

  it('is a textarea with rows and the limit it is given', () => {
    render(<TextField label="Complaint" rows={4} htmlInput={{ maxLength: 10 }} />);
    const area = screen.getByRole('textbox', { name: 'Complaint' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    expect(area).toHaveAttribute('maxlength', '10');
  });

  it('marks a required field for assistive technology and the browser, the star only for the eye', () => {
    render(<TextField label="Email" required value="" onChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows read-only details that cannot be typed into', async () => {
    render(<TextField label="Name" value="Rahim" readOnly look="fixed" />);
    const box = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(box, 'x');
    expect(box).toHaveValue('Rahim');
    expect(box).toHaveAttribute('readonly');
  });

  it('puts what comes at the end inside the field, after the text', () => {
    render(<TextField label="Password" type="password" end={<button type="button">Show</button>} />);
    const input = screen.getByLabelText('Password');
    const button = screen.getByRole('button', { name: 'Show' });
    expect(input.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.parentElement?.contains(button)).toBe(true);
  });
});
