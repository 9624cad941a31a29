/**
 * For stories (and tests that reuse their fixtures): a storefront per story against Mock Service
 * Worker, the wire envelope, a signed-in customer and a server cart. Nothing here needs Vitest.
 */

export { memoryStorage } from './memoryStorage';
export { LINES, serverCart, signedIn, type WireLine } from './stories/storyFixtures';
export { api, envelope, STORY_API, withStorefront } from './stories/storySupport';
