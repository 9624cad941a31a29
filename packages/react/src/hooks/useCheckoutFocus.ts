import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** What {@link useCheckoutFocus} returns. */
export interface CheckoutFocus {
  /** The step's panel: where the first invalid field is looked for. */
  readonly panelRef: RefObject<HTMLDivElement | null>;
  /** The step's heading (give it `tabIndex={-1}`): it gets the focus when the step changes. */
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  /**
   * Call after each Next or Pay Now that validated (the step's `onValidated`): when the panel
   * then shows an invalid field (`aria-invalid="true"`), the first one gets the focus.
   */
  validated(): void;
}

/**
 * The checkout's focus rule, for every checkout UI: after a Next or Pay Now that found errors,
 * the focus goes to the first invalid field (screen readers then read its error); after a step
 * change, to the new step's heading, so keyboard and screen-reader users start at its top. A
 * move that neither failed nor changed the step leaves the focus where it is.
 *
 * @example
 * const focus = useCheckoutFocus(checkout.step);
 * <div ref={focus.panelRef}>
 *   <h2 ref={focus.headingRef} tabIndex={-1}>Shipping Information</h2>
 *   <button type="button" onClick={() => { checkout.next(); focus.validated(); }}>Next</button>
 * </div>
 */
export function useCheckoutFocus(step: number): CheckoutFocus {
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each Next or Pay Now that validated; its render then moves the focus.
  const [attempt, setAttempt] = useState(0);
  const shownStep = useRef(step);
  const shownAttempt = useRef(attempt);
  useEffect(() => {
    const invalid = attempt !== shownAttempt.current;
    const moved = step !== shownStep.current;
    shownAttempt.current = attempt;
    shownStep.current = step;
    const field = invalid && panelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (moved) headingRef.current?.focus();
  }, [step, attempt]);
  const validated = useCallback(() => setAttempt((count) => count + 1), []);
  return { panelRef, headingRef, validated };
}
