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

/** MUI TextField props for a native select whose label stays above the placeholder. */
export const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
/** Dates show their own placeholder (dd/mm/yyyy), so the label sits above. */
export const shrinkLabel = { inputLabel: { shrink: true } } as const;
