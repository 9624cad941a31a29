import { type AddressForm, addressLines } from '@storefront-kit/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useStorefront } from '../../provider/StorefrontContext';

/** Props of {@link AddressLines}. */
export interface AddressLinesProps extends Omit<ComponentPropsWithoutRef<'address'>, 'children'> {
  /** The address as the shopper typed it (`checkout.shipping`, `checkout.billing`). */
  address: Readonly<AddressForm>;
}

/**
 * An address under review, as core's `addressLines` gives it (name, company, street, 'city,
 * state pincode', country, e-mail, phone, 'GSTIN …'; empty parts left out): an `<address>` with
 * a `<span>` a line, for the checkout's pay step. Style the lines with `address > span`.
 *
 * @example <AddressLines address={checkout.shipping} className="review-address" />
 */
export const AddressLines = forwardRef<HTMLElement, AddressLinesProps>(function AddressLines(
  { address, ...props },
  ref,
) {
  const { messages } = useStorefront();
  return (
    <address {...props} ref={ref}>
      {addressLines(address, messages).map((line, index) => (
        // The lines of one address never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={index}>{line}</span>
      ))}
    </address>
  );
});
