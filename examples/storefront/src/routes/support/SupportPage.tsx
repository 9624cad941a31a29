// Placeholder: this page is being built.
export function SupportPage() {
  return <h1>Support Tickets</h1>;
}
