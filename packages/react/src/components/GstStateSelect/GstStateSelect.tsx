import { findGstState, GST_STATES, gstStateLabel } from '@storefront-kit/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

export interface GstStateSelectProps
  extends Omit<ComponentPropsWithoutRef<'select'>, 'value' | 'defaultValue' | 'children'> {
  /**
   * The chosen state's name ('Haryana'), or '' for none. A state given by its GST code ('06')
   * or in another case shows as that state.
   */
  value: string;
  /** The first, empty choice, e.g. core's 'Select a state' (`checkout.selectState`). */
  placeholder: string;
}

/**
 * A native select of India's states and union territories with their GST state codes
 * ('Haryana (06)'), the state's name as the value: the place of supply of a checkout address,
 * which core's `validateAddress` checks the pincode and the GSTIN against. Native, so the
 * keyboard (typing a name, arrows) and assistive technology work as in any form.
 *
 * @example
 * <GstStateSelect value={state} placeholder="Select a state" onChange={(e) => setState(e.currentTarget.value)} />
 */
export const GstStateSelect = forwardRef<HTMLSelectElement, GstStateSelectProps>(
  function GstStateSelect({ value, placeholder, ...select }, ref) {
    return (
      <select {...select} ref={ref} value={findGstState(value)?.name ?? value}>
        <option value="">{placeholder}</option>
        {GST_STATES.map((state) => (
          <option key={state.code} value={state.name}>
            {gstStateLabel(state)}
          </option>
        ))}
      </select>
    );
  },
);
