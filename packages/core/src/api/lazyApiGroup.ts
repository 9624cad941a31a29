import type { Http } from '../http/createHttp';
import { onDemand } from '../http/createLazyHttp';

// biome-ignore lint/suspicious/noExplicitAny: any method of a group, whatever its parameters.
type Method = (...args: any[]) => Promise<unknown>;

/**
 * An API group whose code (its methods and their response schemas) loads on the first call of
 * any of its methods: the same methods, `names` listing them all (the group's type checks the
 * list). A feature that names it instead of the group (`catalogApiOnDemand` for `catalogApi`)
 * keeps the schemas out of a page's first download.
 *
 * @example
 * const catalogOnDemand = lazyApiGroup(() => import('./catalogApi').then((m) => m.catalogApi), {
 *   search: 1, product: 1, … // every method of CatalogApi
 * });
 */
export function lazyApiGroup<Group extends Record<keyof Group, Method>>(
  load: () => Promise<(http: Http) => Group>,
  names: Record<keyof Group, 1>,
): (http: Http) => Group {
  const factory = onDemand(load);
  return (http) => {
    let group: Group | undefined;
    const methods = {} as Record<keyof Group, Method>;
    for (const name of Object.keys(names) as (keyof Group)[]) {
      methods[name] = (...args) =>
        factory().then((create) => {
          group ??= create(http);
          return group[name](...args);
        });
    }
    return methods as Group;
  };
}
