// The form that turns a personal account into a business account (POST /vx/business/convert/):
// the business's name, its website (optional), its country and what it does. Each field's problem
// is shown at the field before anything is sent (businessConvertProblems), and the server's refusal
// of a field at that field after.

import { useRef, useState, type FormEvent } from 'react';
import { type ApiBusinessAccount } from 'shared-contracts/api';
import {
  BUSINESS_CATEGORIES,
  BUSINESS_COUNTRIES,
  BUSINESS_NAME_MAX,
  type BusinessConvertInput,
  businessConvertProblems,
} from 'shared-contracts/rules';
import { TextField, useApiMutation } from 'react-kit';
import { useBusinessDeps } from '../data/deps';
import { SelectField } from './SelectField';
import styles from './Convert.module.css';

type Field = keyof BusinessConvertInput;
type Problems = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['business_name', 'website', 'country', 'category'];
const EMPTY: BusinessConvertInput = { business_name: '', website: '', country: '', category: '' };

function isField(name: string | null | undefined): name is Field {
  return (FIELDS as readonly (string | null | undefined)[]).includes(name);
}

export function ConvertForm({ onConverted }: { onConverted: (account: ApiBusinessAccount) => void }) {
  const { client } = useBusinessDeps();
  const [values, setValues] = useState<BusinessConvertInput>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const converting = useApiMutation((payload: BusinessConvertInput) => client.send('POST /vx/business/convert/', { payload }), {
    onSuccess: (account) => onConverted(account),
    onError: (message, _payload, field) => {
      if (isField(field)) show({ [field]: message });
      else setFailure(message);
    },
  });
  // Still busy once converted: the page moves on to the new account.
  const busy = converting.busy || converting.succeeded;
  const nameRef = useRef<HTMLInputElement>(null);
  const websiteRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const refs = { business_name: nameRef, website: websiteRef, country: countryRef, category: categoryRef };

  const set = (field: Field) => (value: string) => {
    setValues((was) => ({ ...was, [field]: value }));
    // A field's problem goes once it is changed; the others stay until the next try.
    setProblems((was) => {
      const rest = { ...was };
      delete rest[field];
      return rest;
    });
  };

  const show = (found: Problems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = businessConvertProblems(values);
    if (Object.keys(found).length > 0) {
      show(found);
      return;
    }
    void converting.run({ ...values, business_name: values.business_name.trim(), website: values.website.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label="Business name"
        value={values.business_name}
        onChange={set('business_name')}
        hint={`The name people see on your profile, up to ${BUSINESS_NAME_MAX} characters.`}
        error={problems.business_name ?? null}
        inputRef={nameRef}
      />
      <TextField
        label="Website (optional)"
        type="url"
        value={values.website}
        onChange={set('website')}
        placeholder="https://"
        hint="Where people can find out more or buy what you sell."
        error={problems.website ?? null}
        inputRef={websiteRef}
      />
      <SelectField
        label="Country or region"
        value={values.country}
        onChange={set('country')}
        options={BUSINESS_COUNTRIES}
        prompt="Choose a country"
        error={problems.country ?? null}
        selectRef={countryRef}
      />
      <SelectField
        label="What describes your business best?"
        value={values.category}
        onChange={set('category')}
        options={BUSINESS_CATEGORIES}
        prompt="Choose a category"
        error={problems.category ?? null}
        selectRef={categoryRef}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <p>
        <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
          {busy ? 'Converting…' : 'Convert to a business account'}
        </button>
      </p>
    </form>
  );
}
