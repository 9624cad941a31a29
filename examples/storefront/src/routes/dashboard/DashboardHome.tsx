// Placeholder: this page is being built.
export function DashboardHome() {
  return <h1>Dashboard</h1>;
}
