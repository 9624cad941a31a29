import * as z from 'zod/mini';
import { envelope, metaSchema, optionalNumber, optionalString, withId } from './common';

/** A shipping or billing address (checkout form and stored orders). */
export const addressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: optionalString,
  phone: z.string(),
  address_line1: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: optionalString,
  gstNumber: optionalString,
  companyName: optionalString,
});
export type Address = z.output<typeof addressSchema>;

export const orderItemSchema = withId({
  product_id: optionalString,
  name: z.string(),
  image: optionalString,
  sku: optionalString,
  hsn_code: optionalString,
  quantity: z.number(),
  price: z.number(),
  amount: z.number(),
  discount: optionalNumber,
});
export type OrderItem = z.output<typeof orderItemSchema>;

export const paymentInfoSchema = z.object({
  payment_id: optionalString,
  transaction_id: optionalString,
  status: z.string(),
  method: optionalString,
  payment_gateway: optionalString,
  paid_at: optionalString,
  /** The GST invoice page of a paid order: a signed link that expires (`invoice_expires_at`). */
  invoice_url: optionalString,
  /** The same invoice as a PDF download, signed and expiring like `invoice_url`. */
  invoice_pdf_url: optionalString,
  /** ISO time after which both invoice links answer 410; `orders.invoiceLinks` issues new ones. */
  invoice_expires_at: optionalString,
});
export type PaymentInfo = z.output<typeof paymentInfoSchema>;

/** Fresh invoice links of a paid order (`POST /orders/web/invoice-links/{id}`). */
export const invoiceLinksSchema = z.object({
  invoice_url: z.string(),
  invoice_pdf_url: z.string(),
  invoice_expires_at: z.string(),
});
export type InvoiceLinks = z.output<typeof invoiceLinksSchema>;
export const invoiceLinksResponseSchema = envelope(invoiceLinksSchema);
export type InvoiceLinksResponse = z.output<typeof invoiceLinksResponseSchema>;

/** An order (money in rupees). `order_id` is the payment provider's `order_…` id. */
export const orderSchema = withId({
  order_id: z.string(),
  order_receipt: optionalString,
  order_status: z.string(),
  order_currency: optionalString,
  order_created_at: optionalString,
  createdAt: optionalString,
  updatedAt: optionalString,
  total_amount: z.number(),
  total_price: optionalNumber,
  total_discount: optionalNumber,
  total_tax: optionalNumber,
  total_shipping: optionalNumber,
  /** total_price − total_discount + total_shipping: what GST is charged on (CGST Act s.15). */
  total_taxable: optionalNumber,
  total_items: optionalNumber,
  coupon_code: optionalString,
  items: z.array(orderItemSchema),
  user: z.nullish(
    z.object({
      name: z.string(),
      email: optionalString,
      mobile_number: optionalString,
      profile_image: optionalString,
    }),
  ),
  shipping_address: z.nullish(addressSchema),
  billing_address: z.nullish(addressSchema),
  /** The delivery's state and GST state code; `code` null for an old order's unknown text. */
  place_of_supply: z.nullish(z.object({ state: z.string(), code: z.nullable(z.string()) })),
  payment: z.nullish(paymentInfoSchema),
});
export type Order = z.output<typeof orderSchema>;

/** Orders list: `data[]` and `total_count` (spec 2 §7). */
export const orderListResponseSchema = z.object({
  meta: z.optional(metaSchema),
  data: z.array(orderSchema),
  total_count: z.number(),
});
export type OrderListResponse = z.output<typeof orderListResponseSchema>;
export const orderResponseSchema = envelope(orderSchema);

export {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PLACED_ORDER_STATUSES,
  PLACED_PAYMENT_STATUSES,
} from './choices';

export type OrderListParams = {
  page_no?: number;
  per_page?: number;
  search?: string;
  status?: string;
  payment_status?: string;
  /** ISO date (YYYY-MM-DD), inclusive. */
  date_from?: string;
  /** ISO date (YYYY-MM-DD), inclusive. */
  date_to?: string;
};

/**
 * Create-payment-order answer: `success, order_id, amount` (rupees), plus the public key the
 * checkout dialog needs. Fields are optional here so that a wrong answer gets the spec's own
 * message ('Invalid order response from server') from the checkout flow.
 */
export const paymentOrderResponseSchema = z.object({
  success: z.boolean(),
  order_id: optionalString,
  amount: optionalNumber,
  currency: optionalString,
  receipt: optionalString,
  key_id: optionalString,
  checkout_script_url: optionalString,
  message: optionalString,
});
export type PaymentOrderResponse = z.output<typeof paymentOrderResponseSchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  message: optionalString,
  data: z.nullish(orderSchema),
});
export type VerifyPaymentResponse = z.output<typeof verifyPaymentResponseSchema>;

export type { CreatePaymentOrderBody, VerifyPaymentBody } from './requests/orderRequests';
