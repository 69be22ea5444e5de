// MUI's outlined TextField without what the portal never shows. '@mui/material/TextField' imports
// its Select (with Menu, Popover, Modal, focus trap) and the filled and standard inputs for every
// text box; the portal's fields are outlined and its selects native (select-options.tsx). This is
// the same composition (FormControl, InputLabel, OutlinedInput, FormHelperText, or NativeSelect),
// with the same ids and ARIA wiring, at a fraction of the weight (decision 017).
import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { OutlinedTextFieldProps } from '@mui/material/TextField';

type Picked = Pick<
  OutlinedTextFieldProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'className'
  | 'color'
  | 'defaultValue'
  | 'disabled'
  | 'error'
  | 'fullWidth'
  | 'helperText'
  | 'id'
  | 'inputRef'
  | 'label'
  | 'margin'
  | 'maxRows'
  | 'minRows'
  | 'multiline'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'placeholder'
  | 'required'
  | 'rows'
  | 'size'
  | 'sx'
  | 'type'
  | 'value'
>;

export interface TextFieldProps extends Picked {
  /** Only outlined fields (the portal's only kind). */
  variant?: 'outlined';
  /** A native <select>: its <option>s are the children (set `slotProps.select.native`). */
  select?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    inputLabel?: Partial<InputLabelProps>;
    htmlInput?: InputBaseComponentProps;
    formHelperText?: Partial<FormHelperTextProps>;
    /** Selects are always native here. */
    select?: { native: true };
  };
}

export default function TextField(props: TextFieldProps) {
  const {
    autoComplete,
    autoFocus,
    children,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    margin,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    ref,
    required = false,
    rows,
    select = false,
    size,
    slotProps = {},
    sx,
    type,
    value,
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const inputLabelProps = slotProps.inputLabel;
  // The helper text (a field's message) and what the page adds (the password's rules) both describe it.
  const { 'aria-describedby': alsoDescribedBy, ...htmlInput } = slotProps.htmlInput ?? {};
  const describedBy = [helperTextId, alsoDescribedBy].filter(Boolean).join(' ') || undefined;

  const input = (
    <OutlinedInput
      aria-describedby={describedBy}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      defaultValue={defaultValue}
      fullWidth={fullWidth}
      multiline={multiline}
      name={name}
      rows={rows}
      maxRows={maxRows}
      minRows={minRows}
      type={select ? undefined : type}
      value={value}
      id={id}
      inputRef={inputRef}
      onBlur={onBlur}
      onChange={onChange}
      onFocus={onFocus}
      placeholder={placeholder}
      label={label}
      notched={inputLabelProps?.shrink}
      inputProps={htmlInput}
      {...slotProps.input}
    />
  );

  return (
    <FormControl
      ref={ref}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      sx={sx}
      margin={margin}
      size={size}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
    >
      {label != null && label !== '' ? (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelProps}>
          {label}
        </InputLabel>
      ) : null}
      {select ? <NativeSelect input={input}>{children}</NativeSelect> : input}
      {helperText ? (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
