// The kit's labelled fields for forms with the spec's limits (the pin builder, the edit page,
// Organize): a text field and a text area with a live counter, each showing its problem under it,
// tied to the control (aria-invalid, aria-describedby) so a screen reader names the field and why.

import { useId, type Ref } from 'react';
import { charactersLeft } from 'shared-contracts/rules';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it and announced. */
  error?: string | null;
  placeholder?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  placeholder,
  hint,
  inputRef,
  type = 'text',
}: FieldProps & { type?: 'text' | 'url' }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="pb-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <span id={`${id}-hint`} className="pb-field__note">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="pb-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A text area with its limit counted live ('12 characters left', '1 character too many'). */
export function LimitedTextArea({
  label,
  value,
  onChange,
  error,
  placeholder,
  max,
  rows = 4,
}: Omit<FieldProps, 'inputRef' | 'hint'> & { max: number; rows?: number }) {
  const id = useId();
  const counter = charactersLeft(value, max);
  const described = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="pb-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error || counter.over ? true : undefined}
        aria-describedby={described}
      />
      <span id={`${id}-count`} className={`pb-field__note${counter.over ? ' pb-field__note--over' : ''}`}>
        {counter.text}
      </span>
      {error && (
        <span id={`${id}-error`} className="pb-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
