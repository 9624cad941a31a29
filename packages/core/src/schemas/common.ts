import * as z from 'zod/mini';

/** An id as the API sends it: a string, or a number that is read as a string. */
export const idSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** A string field that may be absent or null. */
export const optionalString = z.nullish(z.string());
/** A number field that may be absent or null. */
export const optionalNumber = z.nullish(z.number());
/** A boolean field that may be absent or null. */
export const optionalBoolean = z.nullish(z.boolean());

/**
 * An entity with the spec's two id fields (`id` and/or `_id`). Parsing requires at least one
 * of them and always outputs `id` (a string), so code downstream reads one field.
 */
export function withId<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.pipe(
    z.object({ ...shape, id: z.optional(idSchema), _id: z.optional(idSchema) }),
    z.transform((value, ctx) => {
      const ids = value as { id?: string; _id?: string };
      const id = ids.id ?? ids._id;
      if (id === undefined) {
        ctx.issues.push({ code: 'custom', message: 'id or _id is required', input: value });
        return z.NEVER;
      }
      return { ...value, id };
    }),
  );
}

/** Pagination meta of list answers. */
export const paginationSchema = z.object({
  per_page: z.number(),
  page_no: z.number(),
  total_rows: z.number(),
  total_pages: z.number(),
});
export type Pagination = z.output<typeof paginationSchema>;

/** The `meta` of the envelope: `status` false means the server refused the request. */
export const metaSchema = z.object({
  status: z.boolean(),
  message: optionalString,
  pagination: z.optional(paginationSchema),
});
export type Meta = z.output<typeof metaSchema>;

/** `{ meta, data }`: the envelope of (nearly) every answer. */
export function envelope<Data extends z.core.$ZodType>(data: Data) {
  return z.object({ meta: metaSchema, data });
}

/** An answer that carries only `meta` (e.g. remove-coupon, delete). */
export const metaOnlySchema = z.object({ meta: metaSchema, data: z.optional(z.unknown()) });
export type MetaOnly = z.output<typeof metaOnlySchema>;

/** A `{ name, value }` pair (catalog files, specifications). */
export const namedValueSchema = z.object({ name: z.string(), value: z.string() });
export type NamedValue = z.output<typeof namedValueSchema>;

/** Common query parameters of list endpoints. `per_page: -1` means all rows. */
export type PageParams = {
  page_no?: number;
  per_page?: number;
};
