/** The product badges of the seed, as products carry them (by name) and `/badges` lists them. */
export const SEED_BADGES = [
  { id: 'bdg_bestseller', name: 'Bestseller', slug: 'bestseller', color: '#F59E0B' },
  { id: 'bdg_new_arrival', name: 'New Arrival', slug: 'new-arrival', color: '#10B981' },
  { id: 'bdg_hot_deal', name: 'Hot Deal', slug: 'hot-deal', color: '#EF4444' },
  { id: 'bdg_limited_stock', name: 'Limited Stock', slug: 'limited-stock', color: '#F97316' },
  { id: 'bdg_top_rated', name: 'Top Rated', slug: 'top-rated', color: '#8B5CF6' },
  { id: 'bdg_made_in_india', name: 'Made in India', slug: 'made-in-india', color: '#0EA5E9' },
] as const;

export type BadgeName = (typeof SEED_BADGES)[number]['name'];
