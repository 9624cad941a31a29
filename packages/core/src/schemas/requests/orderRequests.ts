import * as z from 'zod/mini';
import { optionalText, text } from './common';

/** A shipping or billing address as checkout sends it (core's validators check the formats). */
export const addressBodySchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email: optionalText(254),
  phone: text(20),
  address_line1: text(300),
  city: text(100),
  state: text(100),
  pincode: text(10),
  country: optionalText(100),
  gstNumber: optionalText(15),
  companyName: optionalText(200),
});
export type AddressBody = z.input<typeof addressBodySchema>;

export const createPaymentOrderBodySchema = z.object({
  /** Rupees, rounded; the server recomputes it from the cart and rejects a different amount. */
  amount: z.number().check(z.gt(0)),
  currency: z.enum(['INR', 'USD', 'EUR']),
  receipt: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  shipping_address: addressBodySchema,
  billing_address: addressBodySchema,
  coupon_code: optionalText(40),
});
export type CreatePaymentOrderBody = z.input<typeof createPaymentOrderBodySchema>;

export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: text(64),
  razorpay_payment_id: text(64),
  razorpay_signature: text(128),
});
export type VerifyPaymentBody = z.input<typeof verifyPaymentBodySchema>;
