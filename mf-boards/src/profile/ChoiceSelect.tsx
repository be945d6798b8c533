// A labelled <select> over a fixed list of values, each with its label: the profile's sort and
// privacy filter.

export interface ChoiceSelectProps<T extends string> {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

export function ChoiceSelect<T extends string>({ label, values, labels, value, onChange }: ChoiceSelectProps<T>) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(values.find((v) => v === event.target.value) ?? value)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
    </label>
  );
}
