import { couponMessages, formatINR } from '@storefront-kit/core';
import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FormEvent,
  type MouseEvent,
  useId,
} from 'react';
import { composeEventHandlers } from '../components/primitives';
import { type UseCouponResult, useCoupon } from './useCoupon';
import { useTranslator } from './useTranslator';

/** Prop getters of the Discount Code box; each merges the props it is given over its own. */
export interface UseCouponBoxResult extends UseCouponResult {
  /**
   * The box: gives the focus back to the code input or Remove when the control that had it went
   * away (its `ref` is the box's own).
   */
  getRootProps(props?: ComponentPropsWithRef<'div'>): ComponentPropsWithRef<'div'>;
  /** The code's form (render it while `applied` is null): submitting applies the code. */
  getFormProps(props?: ComponentPropsWithRef<'form'>): ComponentPropsWithRef<'form'>;
  /** 'Discount Code', the input's label. */
  getLabelProps(props?: ComponentPropsWithRef<'label'>): ComponentPropsWithRef<'label'>;
  /** The code ('Enter code'), invalid after a refusal and described by the message. */
  getInputProps(props?: ComponentPropsWithRef<'input'>): ComponentPropsWithRef<'input'>;
  /** Apply ('Applying...' while it runs), disabled while the code is empty or a change runs. */
  getApplyProps(props?: ComponentPropsWithRef<'button'>): ComponentPropsWithRef<'button'>;
  /** 'Code {code} applied' and 'You saved ₹x'; its id describes Remove. */
  getAppliedTextProps(props?: ComponentPropsWithRef<'span'>): ComponentPropsWithRef<'span'>;
  /** Remove: takes the applied code off (disabled while a change runs). */
  getRemoveProps(props?: ComponentPropsWithRef<'button'>): ComponentPropsWithRef<'button'>;
  /** The last apply's or remove's outcome, a live region present from the start. */
  getMessageProps(props?: ComponentPropsWithRef<'p'>): ComponentPropsWithRef<'p'>;
}

/**
 * The Discount Code box's prop getters over `useCoupon` (spec 1 'Cart drawer', §5, §8), in the
 * way of Algolia's and Downshift's: any markup, any class names, with the ids, ARIA, texts and
 * handlers given. Your handler runs first; `event.preventDefault()` skips ours.
 *
 * @example
 * const box = useCouponBox();
 * <div {...box.getRootProps({ className: 'coupon' })}>
 *   {box.applied ? (
 *     <div><span {...box.getAppliedTextProps()} /><button {...box.getRemoveProps()} /></div>
 *   ) : (
 *     <form {...box.getFormProps()}>
 *       <label {...box.getLabelProps()} /><input {...box.getInputProps()} /><button {...box.getApplyProps()} />
 *     </form>
 *   )}
 *   <p {...box.getMessageProps()} />
 * </div>
 */
export function useCouponBox(): UseCouponBoxResult {
  const coupon = useCoupon();
  const t = useTranslator(couponMessages);
  const id = useId();
  const inputId = `${id}-input`;
  const messageId = `${id}-message`;
  const appliedId = `${id}-applied`;
  const { applied, message, status } = coupon;
  return {
    ...coupon,
    getRootProps: (props) => ({ ...props, ref: coupon.boxRef }),
    getFormProps: (props = {}) => ({
      ...props,
      onSubmit: composeEventHandlers(props.onSubmit, (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (coupon.canApply) void coupon.apply();
      }),
    }),
    getLabelProps: (props = {}) => ({
      htmlFor: inputId,
      ...props,
      children: props.children ?? t('coupon.label'),
    }),
    getInputProps: (props = {}) => ({
      id: inputId,
      placeholder: t('coupon.placeholder'),
      autoComplete: 'off',
      'aria-invalid': message?.kind === 'error' || undefined,
      'aria-describedby': message ? messageId : undefined,
      ...props,
      value: coupon.code,
      onChange: composeEventHandlers(props.onChange, (event: ChangeEvent<HTMLInputElement>) =>
        coupon.setCode(event.currentTarget.value),
      ),
    }),
    getApplyProps: (props = {}) => ({
      type: 'submit',
      disabled: !coupon.canApply,
      ...props,
      children:
        props.children ?? (status === 'applying' ? t('coupon.applying') : t('coupon.apply')),
    }),
    getAppliedTextProps: (props = {}) => ({
      id: appliedId,
      ...props,
      children:
        props.children ??
        (applied ? (
          <>
            <strong>{t('coupon.codeApplied', { code: applied.code })}</strong>
            <span>
              {t('coupon.youSaved', { amount: formatINR(applied.amount, { symbol: false }) })}
            </span>
          </>
        ) : null),
    }),
    getRemoveProps: (props = {}) => ({
      type: 'button',
      'aria-describedby': appliedId,
      disabled: status !== 'idle',
      ...props,
      onClick: composeEventHandlers(props.onClick, (_event: MouseEvent<HTMLButtonElement>) => {
        void coupon.remove();
      }),
      children: props.children ?? t('coupon.remove'),
    }),
    getMessageProps: (props = {}) => ({
      id: messageId,
      role: 'status',
      'data-state': message?.kind ?? 'none',
      ...props,
      children: props.children ?? message?.text,
    }),
  };
}
