// Placeholder: this page is being built.
export function ProfilePage() {
  return <h1>Profile</h1>;
}
