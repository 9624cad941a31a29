export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders of a message template. A placeholder without a value is left
 * as written, so a missing parameter is visible instead of silently becoming "undefined".
 *
 * @example formatMessage('View all {count} results', { count: 42 }) // 'View all 42 results'
 */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
