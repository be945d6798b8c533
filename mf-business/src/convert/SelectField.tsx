// A labelled choice from a fixed list, like the kit's TextField: a first empty option that asks for
// a choice, the problem shown under it and tied to it (aria-invalid, aria-describedby).

import { useId, type Ref } from 'react';

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** The empty first option's words ('Choose a country'). */
  prompt: string;
  error?: string | null;
  selectRef?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, value, onChange, options, prompt, error, selectRef }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="pb-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="pb-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
