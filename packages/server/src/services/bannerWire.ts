import type { banners } from '../db/schema';

/** A banner row as the API sends it (core's bannerSchema), on the home page and the dashboard. */
export function bannerWire(row: typeof banners.$inferSelect) {
  return {
    _id: row.id,
    id: row.id,
    image: row.image,
    background: row.background,
    badge: row.badge,
    title: row.title,
    subtitle: row.subtitle,
    primaryButtonText: row.buttonText,
    primaryButtonLink: row.buttonLink,
  };
}
