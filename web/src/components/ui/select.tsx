// A native <select> with the text field's label, outline and message: its <option>s are the children.
import TextField, { type TextFieldProps } from './text-field.tsx';

export type SelectProps = Omit<TextFieldProps, 'select' | 'rows' | 'type' | 'end'>;

export function Select(props: SelectProps) {
  return <TextField {...props} select />;
}
