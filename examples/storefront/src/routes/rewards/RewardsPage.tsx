// Placeholder: this page is being built.
export function RewardsPage() {
  return <h1>Reward Points</h1>;
}
