import type { Http, RequestOptions } from '../http/createHttp';
import {
  type CreatePaymentOrderBody,
  paymentOrderResponseSchema,
  type VerifyPaymentBody,
  verifyPaymentResponseSchema,
} from '../schemas/orders';

/** The payment order and signature protocol (Razorpay's). */
export function paymentsApi(http: Http) {
  return {
    /** `POST /orders/create-razorpay-order`: `success, order_id, amount`. */
    createOrder: (body: CreatePaymentOrderBody, options?: RequestOptions) =>
      http.post('orders/create-razorpay-order', paymentOrderResponseSchema, body, options),
    /** `POST /orders/verify-razorpay-order`: checks the payment signature on the server. */
    verify: (body: VerifyPaymentBody, options?: RequestOptions) =>
      http.post('orders/verify-razorpay-order', verifyPaymentResponseSchema, body, options),
  };
}
export type PaymentsApi = ReturnType<typeof paymentsApi>;
