import {
  type Quote,
  type QuoteDraftField,
  type QuoteProduct,
  quoteMessages,
} from '@storefront-kit/core';
import {
  type ComponentPropsWithoutRef,
  Fragment,
  forwardRef,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
} from 'react';
import { type UseQuoteRequestResult, useQuoteRequest } from '../../hooks/useQuoteRequest';
import { useTranslator } from '../../hooks/useTranslator';
import { composeEventHandlers, createPartContext, useComposedRefs } from '../primitives';

/** [input type, autocomplete, maximum length (the server's, so a long paste is cut), required] */
type FieldSpec = readonly [
  type: 'text' | 'email' | 'tel' | 'number' | 'textarea',
  autoComplete?: string,
  maxLength?: number,
  required?: true,
];

// The spec's form (name, e-mail, phone, company, message) and the quantity its rules check, in
// the order they show. Labels are 'quote.{field}Label'.
const FIELDS: Readonly<Record<QuoteDraftField, FieldSpec>> = {
  name: ['text', 'name', 120, true],
  email: ['email', 'email', 254, true],
  phone: ['tel', 'tel', 20, true],
  company: ['text', 'organization', 200],
  quantity: ['number', undefined, undefined, true],
  message: ['textarea', undefined, 2000],
};
const FIELD_NAMES = Object.keys(FIELDS) as QuoteDraftField[];

interface QuoteFormContextValue {
  readonly quote: UseQuoteRequestResult;
  readonly product: QuoteProduct;
  /** The success being shown: kept until the form closes. */
  readonly shown: { readonly message: string | null; readonly quote: Quote | null } | null;
  /** The base of the fields' ids (`{id}-{field}`, `{id}-{field}-error`). */
  readonly id: string;
}

const [QuoteFormContext, useQuoteForm] = createPartContext<QuoteFormContextValue>(
  'QuoteForm',
  'Root',
);
const [FieldContext, useField] = createPartContext<QuoteDraftField>('QuoteForm', 'Field');

/** Props of `QuoteForm.Root`. */
export interface QuoteFormRootProps {
  children?: ReactNode;
  /** The product the quote is for (its id, and the name, brand and category sent with it). */
  product: QuoteProduct;
  /**
   * Whether the request is open: the form opens it for `product` (filled in with the signed-in
   * customer's name, e-mail and mobile) and closes it when `false` (e.g. its dialog's `open`).
   * @default true
   */
  open?: boolean;
  /**
   * Called with `false` when the request closes by itself, 3 s after a success (close the
   * dialog then). The success stays shown until `open` is `false`.
   */
  onOpenChange?: (open: boolean) => void;
  /**
   * A request made by the caller with `useQuoteRequest` (to read its status outside the parts).
   * Without it, Root makes its own.
   */
  controller?: UseQuoteRequestResult;
}

function Provider({
  quote,
  product,
  open = true,
  onOpenChange,
  children,
}: Omit<QuoteFormRootProps, 'controller'> & { quote: UseQuoteRequestResult }) {
  const id = useId();
  const latest = useRef(quote);
  latest.current = quote;
  const { status } = quote;
  // The summary stays until the form has closed: core resets the request 3 s after a success,
  // and that reset closes the dialog (onOpenChange) rather than flashing an empty form.
  const done = useRef<QuoteFormContextValue['shown']>(null);
  if (status === 'success') done.current = { message: quote.message, quote: quote.quote };
  else if (!open || status !== 'closed') done.current = null;

  // The request follows `open` (every render: under StrictMode the hook may swap in a fresh,
  // closed controller, which is then opened).
  useEffect(() => {
    if (!open) {
      if (status !== 'closed') quote.close();
    } else if (status === 'closed') {
      if (done.current) onOpenChange?.(false);
      else
        quote.open({
          id: product.id,
          name: product.name,
          brand: product.brand,
          category: product.category,
        });
    }
  });
  // Unmounted (e.g. inside a dialog that drops its content when closed): the request closes, so
  // a `controller` kept by its owner opens afresh next time.
  useEffect(() => () => latest.current.close(), []);

  return (
    <QuoteFormContext.Provider value={{ quote, product, shown: done.current, id }}>
      {children}
    </QuoteFormContext.Provider>
  );
}

function OwnRequest(props: Omit<QuoteFormRootProps, 'controller'>) {
  return <Provider {...props} quote={useQuoteRequest()} />;
}

/**
 * Binds the parts to a quote request (`useQuoteRequest`) for `product`; renders no element of
 * its own. The request opens while `open` and closes when it is `false`.
 */
function Root({ controller, ...props }: QuoteFormRootProps) {
  return controller ? <Provider {...props} quote={controller} /> : <OwnRequest {...props} />;
}

/** Props of `QuoteForm.Form`. */
export interface QuoteFormFormProps extends ComponentPropsWithoutRef<'form'> {}

/**
 * The form (`noValidate`, `aria-busy` while submitting), rendered until a success is shown.
 * Submitting validates and sends once however often it is pressed; an invalid form focuses its
 * first invalid field.
 */
const Form = forwardRef<HTMLFormElement, QuoteFormFormProps>(function QuoteFormForm(
  { onSubmit, ...props },
  ref,
) {
  const { quote, shown } = useQuoteForm('Form');
  const form = useRef<HTMLFormElement>(null);
  const refs = useComposedRefs(ref, form);
  if (shown) return null;
  const submitting = quote.status === 'submitting';
  return (
    <form
      noValidate
      aria-busy={submitting || undefined}
      {...props}
      ref={refs}
      onSubmit={composeEventHandlers(onSubmit, (event) => {
        event.preventDefault();
        if (submitting) return;
        void quote.submit().then((result) => {
          if (result.status !== 'invalid') return;
          const invalid: Partial<Record<QuoteDraftField, string>> = result.errors;
          const first = FIELD_NAMES.find((field) => invalid[field]);
          const input = first && form.current?.elements.namedItem(first);
          if (input instanceof HTMLElement) input.focus();
        });
      })}
    />
  );
});

/** Props of `QuoteForm.Fields`. */
export interface QuoteFormFieldsProps {
  /**
   * Renders one field (full name, e-mail, phone, company, quantity, message, in that order).
   * @example (name) => <QuoteForm.Field name={name}>…</QuoteForm.Field>
   */
  renderField: (name: QuoteDraftField) => ReactNode;
}

/** Every field of the form, in the spec's order. Renders no element of its own. */
function Fields({ renderField }: QuoteFormFieldsProps) {
  useQuoteForm('Fields');
  return FIELD_NAMES.map((name) => <Fragment key={name}>{renderField(name)}</Fragment>);
}

/** Props of `QuoteForm.Field`. */
export interface QuoteFormFieldProps extends ComponentPropsWithoutRef<'div'> {
  /** Which field. */
  name: QuoteDraftField;
}

/** One field's box, for its Label, Input and FieldError. */
const Field = forwardRef<HTMLDivElement, QuoteFormFieldProps>(function QuoteFormField(
  { name, ...props },
  ref,
) {
  return (
    <FieldContext.Provider value={name}>
      <div {...props} ref={ref} />
    </FieldContext.Provider>
  );
});

/** The ids, error and spec of the field around a part. */
function useFieldState(part: string) {
  const name = useField(part);
  const { quote, id } = useQuoteForm(part);
  const errors: Partial<Record<QuoteDraftField, string>> = quote.errors;
  return { name, quote, id: `${id}-${name}`, error: errors[name], spec: FIELDS[name] };
}

/** Props of `QuoteForm.Label`. */
export interface QuoteFormLabelProps extends ComponentPropsWithoutRef<'label'> {
  /**
   * Shown after the text of a required field's label.
   * @default <span aria-hidden="true"> *</span>
   */
  requiredIndicator?: ReactNode;
}

/** The field's label ('Full Name', 'Email', …), with the required indicator where needed. */
const Label = forwardRef<HTMLLabelElement, QuoteFormLabelProps>(function QuoteFormLabel(
  { requiredIndicator, children, ...props },
  ref,
) {
  const { name, id, spec } = useFieldState('Label');
  const t = useTranslator(quoteMessages);
  return (
    <label {...props} ref={ref} htmlFor={id}>
      {children ?? t(`quote.${name}Label`)}
      {spec[3] ? (requiredIndicator ?? <span aria-hidden="true">{' *'}</span>) : null}
    </label>
  );
});

/** Props of `QuoteForm.Input`. */
export interface QuoteFormInputProps
  extends Omit<
    ComponentPropsWithoutRef<'input'>,
    'name' | 'type' | 'value' | 'defaultValue' | 'children'
  > {}

/**
 * The field's input (a `textarea` for the message, a whole number of at least 1 for the
 * quantity): `aria-required`, `aria-invalid` and `aria-describedby` its error; read-only while
 * submitting. Editing it clears its error.
 */
const Input = forwardRef<HTMLInputElement | HTMLTextAreaElement, QuoteFormInputProps>(
  function QuoteFormInput({ onChange, ...props }, ref) {
    const { name, quote, id, error, spec } = useFieldState('Input');
    const [type, autoComplete, maxLength, required] = spec;
    const number = type === 'number';
    const common = {
      id,
      name,
      value: quote.values[name],
      maxLength,
      autoComplete,
      readOnly: quote.status === 'submitting',
      'aria-required': required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      ...props,
      onChange: composeEventHandlers(onChange, (event) =>
        quote.setField(name, event.currentTarget.value),
      ),
    };
    return type === 'textarea' ? (
      <textarea
        rows={4}
        {...(common as unknown as ComponentPropsWithoutRef<'textarea'>)}
        ref={ref as Ref<HTMLTextAreaElement>}
      />
    ) : (
      <input
        type={type}
        min={number ? 1 : undefined}
        step={number ? 1 : undefined}
        inputMode={number ? 'numeric' : undefined}
        {...common}
        ref={ref as Ref<HTMLInputElement>}
      />
    );
  },
);

/** Props of the parts that show a message. */
export interface QuoteFormMessageProps extends ComponentPropsWithoutRef<'p'> {}

/**
 * The field's error ('Full name is required', …), rendered while it has one; the input is
 * described by it. Default content: the message.
 */
const FieldError = forwardRef<HTMLParagraphElement, QuoteFormMessageProps>(
  function QuoteFormFieldError({ children, ...props }, ref) {
    const { id, error } = useFieldState('FieldError');
    return error ? (
      <p id={`${id}-error`} {...props} ref={ref}>
        {children ?? error}
      </p>
    ) : null;
  },
);

/** Props of `QuoteForm.Submit`. */
export interface QuoteFormSubmitProps extends ComponentPropsWithoutRef<'button'> {}

/**
 * Submits the form: 'Submit Request', 'Submitting...' while sending (`aria-disabled`,
 * `data-state` 'submitting' or 'idle'; it keeps its focus).
 */
const Submit = forwardRef<HTMLButtonElement, QuoteFormSubmitProps>(function QuoteFormSubmit(
  { children, ...props },
  ref,
) {
  const { quote } = useQuoteForm('Submit');
  const t = useTranslator(quoteMessages);
  const submitting = quote.status === 'submitting';
  return (
    <button
      type="submit"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-disabled={submitting || undefined}
      {...props}
      ref={ref}
    >
      {children ?? t(submitting ? 'quote.submitting' : 'quote.submit')}
    </button>
  );
});

/**
 * The failure under the form (role alert): 'Please check your information and try again.',
 * 'Server error. Please try again later.', a network error's message. Rendered while there is
 * one; default content the message.
 */
const FormError = forwardRef<HTMLParagraphElement, QuoteFormMessageProps>(function QuoteFormError(
  { children, ...props },
  ref,
) {
  const { quote } = useQuoteForm('Error');
  return quote.error ? (
    <p role="alert" {...props} ref={ref}>
      {children ?? quote.error}
    </p>
  ) : null;
});

/** Props of `QuoteForm.Success`. */
export interface QuoteFormSuccessProps extends ComponentPropsWithoutRef<'div'> {}

/**
 * Rendered instead of the form after a success (role status, focused when it shows), until
 * the form closes: for SuccessMessage and Summary.
 */
const Success = forwardRef<HTMLDivElement, QuoteFormSuccessProps>(
  function QuoteFormSuccess(props, ref) {
    const { shown } = useQuoteForm('Success');
    const own = useRef<HTMLDivElement>(null);
    const refs = useComposedRefs(ref, own);
    const visible = shown !== null;
    useEffect(() => {
      if (visible) own.current?.focus();
    }, [visible]);
    return visible ? <div role="status" tabIndex={-1} {...props} ref={refs} /> : null;
  },
);

/** 'Quote request submitted successfully! Our team will contact you soon.' */
const SuccessMessage = forwardRef<HTMLParagraphElement, QuoteFormMessageProps>(
  function QuoteFormSuccessMessage({ children, ...props }, ref) {
    const { shown } = useQuoteForm('SuccessMessage');
    return (
      <p {...props} ref={ref}>
        {children ?? shown?.message}
      </p>
    );
  },
);

/** Props of `QuoteForm.Summary`. */
export interface QuoteFormSummaryProps extends ComponentPropsWithoutRef<'dl'> {}

/**
 * The request as the server stored it (Product, Quantity, Email), rendered when the server
 * returned it.
 */
const Summary = forwardRef<HTMLDListElement, QuoteFormSummaryProps>(
  function QuoteFormSummary(props, ref) {
    const { shown, product } = useQuoteForm('Summary');
    const t = useTranslator(quoteMessages);
    const quote = shown?.quote;
    return quote ? (
      <dl {...props} ref={ref}>
        <dt>{t('quote.productLabel')}</dt>
        <dd>{quote.product_name ?? product.name ?? product.id}</dd>
        <dt>{t('quote.quantityLabel')}</dt>
        <dd>{quote.quantity}</dd>
        <dt>{t('quote.emailLabel')}</dt>
        <dd>{quote.customer_email}</dd>
      </dl>
    ) : null;
  },
);

/**
 * Headless quote request form (spec 2 'Quote request modal', §4, §5, §8) on `useQuoteRequest`:
 * the fields with their labels, limits and errors (they clear when edited), Submit
 * ('Submitting...', sent once), the failure under the form, and the success with the server's
 * summary (the request closes 3 s later: `onOpenChange(false)`). Put it in your own dialog.
 * Parts: `Root`, `Form`, `Fields`, `Field`, `Label`, `Input`, `FieldError`, `Submit`, `Error`,
 * `Success`, `SuccessMessage`, `Summary`. Each renders its own element (no `asChild`), and the
 * containers (`Form`, `Field`, `Success`) have no default content: the package's own code stays
 * within its 20 kB budget.
 *
 * @example
 * <QuoteForm.Root product={{ id: view.id, name: view.name }} open={open} onOpenChange={setOpen}>
 *   <QuoteForm.Success>
 *     <QuoteForm.SuccessMessage />
 *     <QuoteForm.Summary />
 *   </QuoteForm.Success>
 *   <QuoteForm.Form>
 *     <QuoteForm.Fields
 *       renderField={(name) => (
 *         <QuoteForm.Field name={name}>
 *           <QuoteForm.Label />
 *           <QuoteForm.Input />
 *           <QuoteForm.FieldError />
 *         </QuoteForm.Field>
 *       )}
 *     />
 *     <QuoteForm.Submit />
 *     <QuoteForm.Error />
 *   </QuoteForm.Form>
 * </QuoteForm.Root>
 */
export const QuoteForm = {
  Root,
  Form,
  Fields,
  Field,
  Label,
  Input,
  FieldError,
  Submit,
  Error: FormError,
  Success,
  SuccessMessage,
  Summary,
};
