// Placeholder: this page is being built.
export function WishlistPage() {
  return <h1>Wishlist</h1>;
}
