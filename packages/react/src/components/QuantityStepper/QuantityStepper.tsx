import { cartMessages, DEFAULT_MAX_QUANTITY } from '@storefront-kit/core';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  useId,
  useState,
} from 'react';
import { useTranslator } from '../../hooks/useTranslator';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';
import { useControllableState } from '../useControllableState';

/** 'pending' while a change is in flight (every control refuses input), else 'idle'. */
export type QuantityStepperState = 'idle' | 'pending';

interface StepperContextValue {
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly pending: boolean;
  readonly disabled: boolean;
  readonly inputId: string;
  /** Sets a clamped value; ignored while pending or disabled. */
  commit(next: number): void;
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
    max = DEFAULT_MAX_QUANTITY,
    pending = false,
    disabled = false,
    asChild,
    ...props
  },
  ref,
) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: clamp(defaultValue ?? min, min, max),
    onChange: onValueChange,
    caller: 'QuantityStepper',
  });
  const inputId = useId();
  const commit = (next: number) => {
    if (pending || disabled || !Number.isFinite(next)) return;
    const bounded = clamp(next, min, max);
    if (bounded !== value) setValue(bounded);
  };
  const Comp = asChild ? Slot : 'div';
  return (
    <StepperContext.Provider value={{ value, min, max, pending, disabled, inputId, commit }}>
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

/**
 * The quantity as a spinbutton: ArrowUp/ArrowDown step by 1, PageUp/PageDown by 10, Home and
 * End go to min and max; typed digits are committed (clamped) on Enter or blur.
 */
const Input = forwardRef<HTMLInputElement, QuantityStepperInputProps>(function QuantityStepperInput(
  { onChange, onKeyDown, onBlur, ...props },
  ref,
) {
  const stepper = useStepper('Input');
  const t = useTranslator(cartMessages);
  const [draft, setDraft] = useState<string | null>(null);
  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== '') stepper.commit(Number(draft));
  };
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
      readOnly={stepper.pending}
      disabled={stepper.disabled}
      {...props}
      ref={ref}
      value={draft ?? String(stepper.value)}
      onChange={composeEventHandlers(onChange, (event) => {
        if (!stepper.pending) setDraft(event.currentTarget.value.replace(/\D/g, ''));
      })}
      onBlur={composeEventHandlers(onBlur, commitDraft)}
      onKeyDown={composeEventHandlers(onKeyDown, (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          commitDraft();
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

/** Props of `QuantityStepper.MaxMessage`. */
export interface QuantityStepperMaxMessageProps extends ComponentPropsWithoutRef<'span'> {}

/**
 * 'Max Qty: {n}' (from the message catalogue) at the maximum. The element stays in place as a
 * polite live region, so reaching the maximum is announced; `data-state` is 'visible' or
 * 'hidden'.
 */
const MaxMessage = forwardRef<HTMLSpanElement, QuantityStepperMaxMessageProps>(
  function QuantityStepperMaxMessage({ children, ...props }, ref) {
    const stepper = useStepper('MaxMessage');
    const t = useTranslator(cartMessages);
    const atMax = stepper.value >= stepper.max;
    return (
      <span aria-live="polite" data-state={atMax ? 'visible' : 'hidden'} {...props} ref={ref}>
        {atMax ? (children ?? t('cart.maxQuantity', { max: stepper.max })) : null}
      </span>
    );
  },
);

/**
 * A headless quantity stepper (spec 1: cart lines and the product page): parts `Root`,
 * `Decrement`, `Input` (role spinbutton), `Increment` and `MaxMessage`.
 */
export const QuantityStepper = { Root, Decrement, Input, Increment, MaxMessage };
