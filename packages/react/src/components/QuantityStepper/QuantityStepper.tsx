import {
  cartMessages,
  DEFAULT_MAX_QUANTITY,
  parseQuantity,
  quantityLimit,
} from '@storefront-kit/core';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslator } from '../../hooks/useTranslator';
import { useStorefront } from '../../provider/StorefrontContext';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';
import { useControllableState } from '../useControllableState';

/** 'pending' while a change is in flight (every control refuses input), else 'idle'. */
export type QuantityStepperState = 'idle' | 'pending';

/** What the stepper is saying about typed input: nothing, a refusal, or 'Remove this item?'. */
export type QuantityStepperNotice =
  | { readonly kind: 'none' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'confirm-remove' };

interface StepperContextValue {
  readonly value: number;
  readonly min: number;
  /** The tighter of `max` and `stock`. */
  readonly max: number;
  /** How the limit is said: 'Only 27 in stock' (the stock) or the cap. */
  readonly limitReason: 'stock' | 'max';
  readonly limitMessage: string;
  readonly pending: boolean;
  readonly disabled: boolean;
  readonly inputId: string;
  readonly noticeId: string;
  readonly notice: QuantityStepperNotice;
  /** Whether a zero or negative quantity may remove the line (`onRemove` given). */
  readonly removable: boolean;
  /** Sets a clamped value; ignored while pending or disabled. */
  commit(next: number): void;
  /** Reads typed text as meant (core's `parseQuantity`); true when it was committed. */
  commitText(text: string): 'ok' | 'error' | 'confirm-remove' | 'ignored';
  setNotice(notice: QuantityStepperNotice): void;
  /** Confirms 'Remove this item?': calls `onRemove`. */
  confirmRemove(): void;
  /** Where the focus returns after Keep. */
  readonly inputRef: { current: HTMLInputElement | null };
}

const [StepperContext, useStepper] = createPartContext<StepperContextValue>(
  'QuantityStepper',
  'Root',
);

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(Math.round(value), min), max);

/** Props of `QuantityStepper.Root`. */
export interface QuantityStepperRootProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'> {
  /** The quantity (controlled). */
  value?: number;
  /** The first quantity when uncontrolled. @default min */
  defaultValue?: number;
  /** A new quantity, already clamped to min..max. */
  onValueChange?: (value: number) => void;
  /** @default 1 */
  min?: number;
  /**
   * The line's maximum (spec: 999, 10 on the deals page: `DEALS_MAX_QUANTITY`).
   * @default DEFAULT_MAX_QUANTITY (999)
   */
  max?: number;
  /**
   * A change is in flight (spec: the quantity buttons are disabled while an update is
   * pending). The controls keep their focus but refuse input.
   * @default false
   */
  pending?: boolean;
  /** @default false */
  disabled?: boolean;
  /**
   * Units in stock, when known: the limit, said as 'Only {n} in stock' (at the limit, and when
   * a larger quantity is typed) before any request.
   */
  stock?: number;
  /**
   * Removes the line. Given, a typed 0 or a negative quantity asks 'Remove this item?'
   * (`QuantityStepper.RemovePrompt`); without it, such a quantity is refused with 'The
   * quantity must be at least 1.'
   */
  onRemove?: () => void;
  /** Render the child element instead of a `div`. @default false */
  asChild?: boolean;
}

/**
 * A quantity stepper (minus, a spinbutton, plus) kept within min..max.
 *
 * @example
 * <QuantityStepper.Root value={qty} onValueChange={setQty} max={item.maxQuantity}>
 *   <QuantityStepper.Decrement>−</QuantityStepper.Decrement>
 *   <QuantityStepper.Input />
 *   <QuantityStepper.Increment>+</QuantityStepper.Increment>
 *   <QuantityStepper.MaxMessage />
 * </QuantityStepper.Root>
 */
const Root = forwardRef<HTMLDivElement, QuantityStepperRootProps>(function QuantityStepperRoot(
  {
    value: valueProp,
    defaultValue,
    onValueChange,
    min = 1,
    max: maxProp = DEFAULT_MAX_QUANTITY,
    pending = false,
    disabled = false,
    stock,
    onRemove,
    asChild,
    ...props
  },
  ref,
) {
  const { messages } = useStorefront();
  const limit = quantityLimit({ max: maxProp, stock, messages });
  // An out-of-stock product keeps the minimum (its controls are disabled by the caller).
  const max = Math.max(min, limit.limit);
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: clamp(defaultValue ?? min, min, max),
    onChange: onValueChange,
    caller: 'QuantityStepper',
  });
  const inputId = useId();
  const noticeId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [notice, setNotice] = useState<QuantityStepperNotice>({ kind: 'none' });
  const t = useTranslator(cartMessages);
  const commit = (next: number) => {
    if (pending || disabled || !Number.isFinite(next)) return;
    const bounded = clamp(next, min, max);
    setNotice({ kind: 'none' });
    if (bounded !== value) setValue(bounded);
  };
  const commitText: StepperContextValue['commitText'] = (text) => {
    if (pending || disabled) return 'ignored';
    const parsed = parseQuantity(text, { max: maxProp, stock, messages });
    switch (parsed.status) {
      case 'ok':
        commit(parsed.quantity);
        return 'ok';
      case 'remove':
        if (onRemove) {
          setNotice({ kind: 'confirm-remove' });
          return 'confirm-remove';
        }
        setNotice({ kind: 'error', message: t('quantity.atLeastOne') });
        return 'error';
      case 'invalid':
      case 'over-limit':
        setNotice({ kind: 'error', message: parsed.message });
        return 'error';
      default:
        parsed satisfies never;
        return 'ignored';
    }
  };
  const Comp = asChild ? Slot : 'div';
  return (
    <StepperContext.Provider
      value={{
        value,
        min,
        max,
        limitReason: limit.reason,
        limitMessage: limit.message,
        pending,
        disabled,
        inputId,
        noticeId,
        notice,
        removable: Boolean(onRemove),
        commit,
        commitText,
        setNotice,
        confirmRemove() {
          setNotice({ kind: 'none' });
          onRemove?.();
        },
        inputRef,
      }}
    >
      <Comp
        role="group"
        data-state={pending ? 'pending' : 'idle'}
        data-disabled={disabled ? '' : undefined}
        aria-busy={pending || undefined}
        {...props}
        ref={ref}
      />
    </StepperContext.Provider>
  );
});

/** Props of `QuantityStepper.Decrement` and `QuantityStepper.Increment`. */
export interface QuantityStepperButtonProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

const StepButton = forwardRef<
  HTMLButtonElement,
  QuantityStepperButtonProps & { direction: 1 | -1; part: 'Decrement' | 'Increment' }
>(function QuantityStepperButton({ direction, part, asChild, onClick, children, ...props }, ref) {
  const stepper = useStepper(part);
  const t = useTranslator(cartMessages);
  const atLimit = direction < 0 ? stepper.value <= stepper.min : stepper.value >= stepper.max;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-label={t(direction < 0 ? 'quantity.decrease' : 'quantity.increase')}
      aria-controls={stepper.inputId}
      disabled={stepper.disabled || atLimit}
      // Pending keeps the focus (a disabled button would drop it) but refuses clicks.
      aria-disabled={stepper.pending || undefined}
      data-disabled={stepper.disabled || atLimit || stepper.pending ? '' : undefined}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => stepper.commit(stepper.value + direction))}
    >
      {children ?? (direction < 0 ? '−' : '+')}
    </Comp>
  );
});

/** The minus button: disabled at the minimum. Default content '−', label 'Decrease quantity'. */
const Decrement = forwardRef<HTMLButtonElement, QuantityStepperButtonProps>(
  function QuantityStepperDecrement(props, ref) {
    return <StepButton {...props} direction={-1} part="Decrement" ref={ref} />;
  },
);

/** The plus button: disabled at the maximum. Default content '+', label 'Increase quantity'. */
const Increment = forwardRef<HTMLButtonElement, QuantityStepperButtonProps>(
  function QuantityStepperIncrement(props, ref) {
    return <StepButton {...props} direction={1} part="Increment" ref={ref} />;
  },
);

/** Props of `QuantityStepper.Input`. */
export interface QuantityStepperInputProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'type'> {}

const KEY_STEPS: Record<string, (value: number, min: number, max: number) => number> = {
  ArrowUp: (value) => value + 1,
  ArrowDown: (value) => value - 1,
  PageUp: (value) => value + 10,
  PageDown: (value) => value - 10,
  Home: (_value, min) => min,
  End: (_value, _min, max) => max,
};

/** Typed text longer than this is not a quantity anyone means. */
const MAX_TYPED = 9;

/**
 * The quantity as a spinbutton: ArrowUp/ArrowDown step by 1, PageUp/PageDown by 10, Home and
 * End go to min and max. Typed text is read as meant on Enter or blur (core's
 * `parseQuantity`): a whole number within the limit is committed; 0 or a negative number asks
 * 'Remove this item?' (Enter moves the focus to it); anything else is refused with a sentence
 * (`QuantityStepper.Notice`), the quantity unchanged.
 */
const Input = forwardRef<HTMLInputElement, QuantityStepperInputProps>(function QuantityStepperInput(
  { onChange, onKeyDown, onBlur, ...props },
  ref,
) {
  const stepper = useStepper('Input');
  const t = useTranslator(cartMessages);
  const [draft, setDraft] = useState<string | null>(null);
  const commitDraft = (moveFocus: boolean) => {
    if (draft === null) return;
    setDraft(null);
    // An emptied box left alone keeps the quantity; Enter on it says what is expected.
    if (draft.trim() === '' && !moveFocus) return;
    const outcome = stepper.commitText(draft);
    if (outcome === 'confirm-remove' && moveFocus) focusPrompt(stepper.noticeId);
  };
  const setRefs = (node: HTMLInputElement | null) => {
    stepper.inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const { notice } = stepper;
  return (
    <input
      id={stepper.inputId}
      type="text"
      role="spinbutton"
      inputMode="numeric"
      autoComplete="off"
      aria-label={t('quantity.label')}
      aria-valuenow={stepper.value}
      aria-valuemin={stepper.min}
      aria-valuemax={stepper.max}
      aria-disabled={stepper.pending || undefined}
      aria-invalid={notice.kind === 'error' || undefined}
      aria-describedby={notice.kind === 'none' ? undefined : stepper.noticeId}
      readOnly={stepper.pending}
      disabled={stepper.disabled}
      maxLength={MAX_TYPED}
      {...props}
      ref={setRefs}
      value={draft ?? String(stepper.value)}
      onChange={composeEventHandlers(onChange, (event) => {
        if (stepper.pending) return;
        setDraft(event.currentTarget.value);
        if (notice.kind === 'error') stepper.setNotice({ kind: 'none' });
      })}
      onBlur={composeEventHandlers(onBlur, () => commitDraft(false))}
      onKeyDown={composeEventHandlers(onKeyDown, (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commitDraft(true);
          return;
        }
        if (event.key === 'Escape' && (draft !== null || notice.kind !== 'none')) {
          setDraft(null);
          stepper.setNotice({ kind: 'none' });
          return;
        }
        const step = KEY_STEPS[event.key];
        if (!step) return;
        event.preventDefault();
        setDraft(null);
        stepper.commit(step(stepper.value, stepper.min, stepper.max));
      })}
    />
  );
});

/** Moves the focus to the prompt's confirming button once it is rendered. */
function focusPrompt(noticeId: string) {
  requestAnimationFrame(() => {
    document.getElementById(noticeId)?.querySelector<HTMLElement>('[data-part="confirm"]')?.focus();
  });
}

/** Props of `QuantityStepper.Notice`. */
export interface QuantityStepperNoticeProps extends ComponentPropsWithoutRef<'div'> {
  /** The confirming button's content. @default 'Remove' */
  removeLabel?: string;
  /** The cancelling button's content. @default 'Keep' */
  keepLabel?: string;
  /** Class of the two buttons. */
  buttonClassName?: string;
}

/**
 * What the box says about typed input, tied to it by `aria-describedby`: a refusal ('Only 27
 * in stock', 'Enter the quantity as a whole number, like 2.') as an alert, or, for 0 or a
 * negative quantity, 'Remove this item?' with Remove and Keep (Escape keeps; Keep returns the
 * focus to the box). `data-state` is 'none', 'error' or 'confirm-remove'; the element stays
 * in place so what it says is announced.
 */
const Notice = forwardRef<HTMLDivElement, QuantityStepperNoticeProps>(
  function QuantityStepperNotice(
    { removeLabel, keepLabel, buttonClassName, children, ...props },
    ref,
  ) {
    const stepper = useStepper('Notice');
    const t = useTranslator(cartMessages);
    const { notice } = stepper;
    const keep = () => {
      stepper.setNotice({ kind: 'none' });
      stepper.inputRef.current?.focus();
    };
    // A prompt left open while the line changes elsewhere (a click on + or −) goes away.
    const { value, setNotice } = stepper;
    const shownFor = useRef(value);
    useEffect(() => {
      if (shownFor.current !== value) setNotice({ kind: 'none' });
      shownFor.current = value;
    }, [value, setNotice]);
    const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      keep();
    };
    const textId = `${stepper.noticeId}-text`;
    return (
      <div id={stepper.noticeId} data-state={notice.kind} {...props} ref={ref}>
        <span id={textId} role="alert" data-part="text">
          {notice.kind === 'error'
            ? notice.message
            : notice.kind === 'confirm-remove'
              ? t('quantity.removePrompt')
              : null}
        </span>
        {notice.kind === 'confirm-remove' ? (
          // biome-ignore lint/a11y/useSemanticElements: an inline group in a line; a fieldset is a form block.
          <span role="group" aria-labelledby={textId} data-part="actions">
            {' '}
            <button
              type="button"
              data-part="confirm"
              className={buttonClassName}
              onClick={stepper.confirmRemove}
              onKeyDown={onButtonKeyDown}
            >
              {removeLabel ?? t('cart.remove')}
            </button>{' '}
            <button
              type="button"
              data-part="keep"
              className={buttonClassName}
              onClick={keep}
              onKeyDown={onButtonKeyDown}
            >
              {keepLabel ?? t('quantity.keep')}
            </button>
          </span>
        ) : null}
        {children}
      </div>
    );
  },
);

/** Props of `QuantityStepper.MaxMessage`. */
export interface QuantityStepperMaxMessageProps extends ComponentPropsWithoutRef<'span'> {}

/**
 * At the limit: 'Only {n} in stock' when the stock limits, else 'Max Qty: {n}' (from the
 * message catalogue). The element stays in place as a polite live region, so reaching the
 * limit is announced; `data-state` is 'visible' or 'hidden'.
 */
const MaxMessage = forwardRef<HTMLSpanElement, QuantityStepperMaxMessageProps>(
  function QuantityStepperMaxMessage({ children, ...props }, ref) {
    const stepper = useStepper('MaxMessage');
    const t = useTranslator(cartMessages);
    const atMax = stepper.value >= stepper.max;
    return (
      <span aria-live="polite" data-state={atMax ? 'visible' : 'hidden'} {...props} ref={ref}>
        {atMax
          ? (children ??
            (stepper.limitReason === 'stock'
              ? stepper.limitMessage
              : t('cart.maxQuantity', { max: stepper.max })))
          : null}
      </span>
    );
  },
);

/**
 * A headless quantity stepper (spec 1: cart lines and the product page): parts `Root`,
 * `Decrement`, `Input` (role spinbutton), `Increment`, `MaxMessage` and `Notice` (a typed
 * quantity's refusal, or 'Remove this item?').
 */
export const QuantityStepper = { Root, Decrement, Input, Increment, MaxMessage, Notice };
