// Placeholder: this page is being built.
export function ConsultancyPage() {
  return <h1>Consultancy</h1>;
}
