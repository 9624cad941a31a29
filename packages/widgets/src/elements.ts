// @storefront-kit/widgets/elements: defines the custom elements (the only entry with side effects).
export {};
