import { type FieldErrors, hasErrors } from '@storefront-kit/core';
import { type ChangeEvent, type FormEvent, useState } from 'react';

/**
 * The state of the forgot- and reset-password forms (sign-in and sign-up are core's
 * `createAuthForm`): the values, each field's error (cleared when the field changes), and the
 * failure under the form. `onSubmit` validates; only valid values are sent, and `send` answers
 * the failure to show (or `null`).
 */
export function usePasswordForm<Values extends object>(
  initial: Values,
  validate: (values: Values) => FieldErrors<Extract<keyof Values, string>>,
  send: (values: Values) => Promise<string | null>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return {
    values,
    errors,
    failure,
    change,
    /** The props of a text field's `Field`: its name, value, change handler and error. */
    field(name: Extract<keyof Values, string>) {
      return {
        name,
        value: values[name] as string,
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          change(name, event.currentTarget.value as Values[typeof name]),
        error: errors[name],
      };
    },
    async onSubmit(event: FormEvent) {
      event.preventDefault();
      const found = validate(values);
      setErrors(found);
      setFailure(null);
      if (!hasErrors(found)) setFailure(await send(values));
    },
  };
}
