/** A native <select>'s options: a disabled placeholder first (the spec's selects), then the values. */
export function SelectOptions({
  placeholder,
  values,
  label,
}: {
  placeholder: string;
  values: readonly string[];
  label?: (value: string) => string;
}) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {values.map((value) => (
        <option key={value} value={value}>
          {label ? label(value) : value}
        </option>
      ))}
    </>
  );
}
