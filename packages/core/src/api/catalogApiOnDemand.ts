import type { Http } from '../http/createHttp';
import type { CatalogApi } from './catalogApi';
import { lazyApiGroup } from './lazyApiGroup';

/** The catalogue's methods and schemas: what `catalogApiOnDemand` loads with its first call. */
export const loadCatalogApi = () => import('./catalogApi');

const catalogOnDemand = /* @__PURE__ */ lazyApiGroup(
  () => loadCatalogApi().then((module) => module.catalogApi),
  {
    categories: 1,
    category: 1,
    subcategories: 1,
    subSubcategories: 1,
    menu: 1,
    brands: 1,
    badges: 1,
    solutions: 1,
    activeSolutions: 1,
    products: 1,
    product: 1,
    relatedProducts: 1,
    search: 1,
    bestSelling: 1,
    dealsOfTheDay: 1,
  },
);

/**
 * `catalogApi` loaded on its first call: the same methods, whose code and response schemas
 * (with zod) a page downloads when it first asks for a product or a search, not with its
 * first paint (the script tag's search box). A feature names it instead of `catalogApi`.
 *
 * @example composeStorefront(options, [{ api: { catalog: catalogApiOnDemand } }])
 */
export function catalogApiOnDemand(http: Http): CatalogApi {
  const group = catalogOnDemand(http);
  // Never rejects, as catalogApi's: not when its code cannot load either.
  const { relatedProducts } = group;
  return {
    ...group,
    relatedProducts: (id, options) =>
      relatedProducts(id, options).catch(() => ({ success: false, data: [] })),
  };
}
