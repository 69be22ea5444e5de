import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MuiTextField from '@mui/material/TextField';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import TextField, { type TextFieldProps } from './text-field.tsx';

/**
 * The markup of a field, rendered alone. MUI's root is FormControl styled as 'MuiTextField' with no
 * styles of its own: only the generated class name carries that label. A native select's input is
 * named MuiNativeSelect-root rather than MuiSelect-root (no styles hang on either).
 */
function markup(element: React.ReactElement): string {
  const { container, unmount } = render(element);
  const html = container.innerHTML
    .replace(/css-\w+-MuiFormControl-root(-MuiTextField-root)?/, 'css-(root)')
    .replace(/\bMui(Native)?Select-root\b/, 'Mui(Native)Select-root');
  unmount();
  return html;
}

const options = (
  <>
    <option value="" disabled>
      Select a package
    </option>
    <option value="30">30 days</option>
  </>
);

// The portal's kinds of field, as the forms write them.
const cases: Array<[string, TextFieldProps]> = [
  [
    'a required text box',
    {
      id: 'f',
      label: 'Transaction ID',
      required: true,
      fullWidth: true,
      autoComplete: 'off',
      value: '',
      onChange: () => {},
    },
  ],
  [
    'a field with its error',
    {
      id: 'f',
      label: 'bKash number',
      type: 'tel',
      error: true,
      helperText: 'Enter 11 digits.',
      value: '017',
      onChange: () => {},
    },
  ],
  [
    'a date with its label above',
    {
      id: 'f',
      label: 'Start date',
      type: 'date',
      required: true,
      slotProps: { inputLabel: { shrink: true } },
      value: '',
      onChange: () => {},
    },
  ],
  [
    'a read-only small field',
    { id: 'f', label: 'Name', size: 'small', value: 'Rahim', slotProps: { input: { readOnly: true } } },
  ],
  [
    'a native select',
    {
      id: 'f',
      label: 'Package',
      select: true,
      fullWidth: true,
      slotProps: { select: { native: true }, inputLabel: { shrink: true } },
      value: '',
      onChange: () => {},
      children: options,
    },
  ],
  [
    'a multiline field with a limit',
    {
      id: 'f',
      label: 'Complaint',
      multiline: true,
      minRows: 4,
      slotProps: { htmlInput: { maxLength: 10 } },
      value: '',
      onChange: () => {},
    },
  ],
];

describe('TextField (MUI outlined, without its Select)', () => {
  it.each(cases)('renders %s as MUI TextField does', (_, props) => {
    expect(markup(<TextField {...props} />)).toBe(markup(<MuiTextField {...props} />));
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
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
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
    expect(select).toHaveAccessibleDescription('Choose one of the options.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(select, '30');
    expect(select).toHaveValue('30');
  });

  it('marks a required field for assistive technology and the browser', () => {
    render(<TextField label="Email" required value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
  });
});
