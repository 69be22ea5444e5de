// The portal's text field in plain HTML and CSS: a label above an outlined box (an <input>, a
// <textarea> or a native <select>) and a message under it. MUI's TextField and its styling engine
// weighed some 45 kB gz on every form page a student opens on a phone (decision 017).
import {
  useId,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './controls.css';

export interface TextFieldProps {
  label: string;
  id?: string;
  name?: string;
  type?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  /** Marks the field as wrong (red, `aria-invalid`); `helperText` says why. */
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  /** A <textarea> of at least this many rows (it grows with its text). */
  rows?: number;
  /** A native <select>: its <option>s are the children. */
  select?: boolean;
  children?: ReactNode;
  /** Inside the box, after the text (the password's Show button). */
  end?: ReactNode;
  /** The label is read out but not shown (a field in a table row, whose column says what it is). */
  hideLabel?: boolean;
  /** Compact (filters); `fixed`: read-only details on a grey ground. */
  look?: 'small' | 'fixed';
  /** More attributes of the control itself (maxLength, inputMode, aria-describedby). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  className?: string;
}

export default function TextField(props: TextFieldProps) {
  const {
    label,
    id: idOverride,
    error = false,
    helperText,
    required = false,
    disabled = false,
    rows,
    select = false,
    children,
    end,
    look,
    hideLabel = false,
    htmlInput = {},
    className,
    type,
    ...control
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  // The message (a field's problem) and what the page adds (the password's rules) both describe it.
  const { 'aria-describedby': alsoDescribedBy, ...attributes } = htmlInput;
  const describedBy = [helperTextId, alsoDescribedBy].filter(Boolean).join(' ') || undefined;
  // One set of attributes for whichever element it is (an <input>'s extras are harmless on the others).
  const shared: InputHTMLAttributes<HTMLInputElement> = {
    ...attributes,
    ...control,
    id,
    className: 'field__input',
    required,
    disabled,
    'aria-invalid': error || undefined,
    'aria-describedby': describedBy,
  };
  const classes = [
    'field',
    error && 'field--error',
    disabled && 'field--disabled',
    look && `field--${look}`,
    className,
  ];

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="field__box">
        {select ? (
          <select {...(shared as SelectHTMLAttributes<HTMLSelectElement>)}>{children}</select>
        ) : rows ? (
          <textarea
            {...(shared as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            rows={rows}
            style={{ '--field-rows': rows } as CSSProperties}
          />
        ) : (
          <input {...shared} type={type} />
        )}
        {end ? <span className="field__end">{end}</span> : null}
      </div>
      {helperText ? (
        <p className="field__help" id={helperTextId}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

/** An e-mail may break before its `@` when the line is too narrow for all of it. */
function breakableAtSign(value: string): ReactNode {
  const at = value.indexOf('@');
  return at > 0 ? (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  ) : (
    value
  );
}

/**
 * Read-only details (the forms' identity) on the fixed look: text, not an <input>, so a long
 * e-mail or name wraps instead of hiding its end. Still a read-only text box to assistive tech.
 */
export function ReadOnlyText({ label, value, className }: { label: string; value: string; className?: string }) {
  const labelId = useId();
  return (
    <div className={['field', 'field--fixed', className].filter(Boolean).join(' ')}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className="field__box">
        <span
          className="field__input field__text"
          role="textbox"
          aria-readonly="true"
          aria-labelledby={labelId}
          tabIndex={0}
        >
          {breakableAtSign(value)}
        </span>
      </div>
    </div>
  );
}
