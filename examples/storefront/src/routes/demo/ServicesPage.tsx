// Placeholder: this page is being built.
export function ServicesPage() {
  return <h1>Services</h1>;
}
