/** Query keys of the payments feature: mutations invalidate by these prefixes. */
export const paymentKeys = {
  all: ['payments'] as const,
  myOrders: ['payments', 'my-orders'] as const,
  invoices: ['payments', 'invoices'] as const,
  orders: ['payments', 'orders'] as const,
  order: (id: number) => ['payments', 'order', id] as const,
  options: ['payments', 'options'] as const,
};
