import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  checkoutBodySchema, checkoutResultSchema, invoiceIdParamsSchema, invoiceSchema, invoicesQuerySchema, manualPaymentBodySchema,
  myOrdersQuerySchema, orderDetailSchema, orderIdParamsSchema, ordersDownloadQuerySchema, orderSchema, ordersQuerySchema,
  ORDERS_CSV_MAX_ROWS, paymentOptionsSchema, refundBodySchema, testCheckoutBodySchema, webhookParamsSchema, webhookResultSchema,
} from './payments.ts';

const tags = ['payments'];

/** Checkout, orders, provider webhooks and invoices (issue 14). */
export const paymentsEndpoints = {
  options: endpoint({
    method: 'GET', path: '/api/payments/options', tags, access: 'public',
    summary: 'Which provider serves each currency (Razorpay INR, Stripe USD, or the built-in test checkout when no keys are configured)',
    response: paymentOptionsSchema,
  }),
  checkout: endpoint({
    method: 'POST', path: '/api/payments/checkout', tags, access: 'authenticated',
    summary: 'Start paying for one thing at its stored price in one currency: an order (an open one of the same thing and currency is reused) and where to pay',
    body: checkoutBodySchema, response: checkoutResultSchema,
  }),
  myOrders: endpoint({
    method: 'GET', path: '/api/payments/myOrders', tags, access: 'authenticated',
    summary: "The caller's own orders, newest first",
    query: myOrdersQuerySchema, response: pageSchema(orderSchema),
  }),
  order: endpoint({
    method: 'GET', path: '/api/payments/orders/:id', tags, access: 'authenticated',
    summary: 'One order with its events: the caller\'s own, or any with payments.manage (404 otherwise)', owner: 'order',
    params: orderIdParamsSchema, response: orderDetailSchema,
  }),
  testCheckout: endpoint({
    method: 'POST', path: '/api/payments/testCheckout/:id', tags, access: 'authenticated',
    summary: 'The built-in test provider: pay or fail the caller\'s own open order (refused when the test provider is off)', owner: 'order',
    params: orderIdParamsSchema, body: testCheckoutBodySchema, response: orderSchema,
  }),
  webhook: endpoint({
    method: 'POST', path: '/api/payments/webhooks/:provider', tags, access: 'public', webhook: true,
    summary: "A payment provider's event, verified by its signature over the raw body (400 when it does not match); each event id is applied once",
    params: webhookParamsSchema, response: webhookResultSchema,
  }),
  list: endpoint({
    method: 'GET', path: '/api/payments/orders', tags, access: 'payments.manage',
    summary: 'Every order, paged, newest first: filter by status, provider, currency and day range; the term searches buyer and title',
    query: ordersQuerySchema, response: pageSchema(orderSchema),
  }),
  download: endpoint({
    method: 'GET', path: '/api/payments/orders/download', tags, access: 'payments.manage',
    summary: `The orders of the same filter as CSV, newest first, at most ${ORDERS_CSV_MAX_ROWS.toLocaleString('en-US')} rows`,
    query: ordersDownloadQuerySchema, response: 'file', produces: ['text/csv'],
  }),
  manual: endpoint({
    method: 'POST', path: '/api/payments/orders/manual', tags, access: 'payments.manage',
    summary: 'Record an offline payment (bank transfer, cash, cheque, UPI) with its reference: a paid order at the stored price, its invoice and the grant',
    body: manualPaymentBodySchema, response: orderSchema,
  }),
  refund: endpoint({
    method: 'POST', path: '/api/payments/orders/:id/refund', tags, access: 'payments.manage',
    summary: 'Refund a paid order, in full or in part (never more than captured): a credit note; a full refund withdraws what was bought',
    params: orderIdParamsSchema, body: refundBodySchema, response: orderSchema,
  }),
  invoices: endpoint({
    method: 'GET', path: '/api/invoices', tags, access: 'authenticated',
    summary: 'Invoices and credit notes (UserName, CurrencyCode, NetAmount, InvoiceDate): the caller\'s own, every one with payments.manage',
    shared: 'a learner always gets their own invoices: userId is read only with payments.manage',
    query: invoicesQuerySchema, response: pageSchema(invoiceSchema),
  }),
  invoicePdf: endpoint({
    method: 'GET', path: '/api/invoices/:id/pdf', tags, access: 'authenticated',
    summary: 'An invoice or credit note as a PDF: the caller\'s own, any with payments.manage (404 otherwise)', owner: 'invoice',
    params: invoiceIdParamsSchema, response: 'file', produces: ['application/pdf'],
  }),
};
