// Placeholder: this page is being built.
export function OrderDetailsPage() {
  return <h1>Order Details</h1>;
}
