// Placeholder: this page is being built.
export function OrdersPage() {
  return <h1>My Orders</h1>;
}
