import type { GuestCartPolicy, MessageOverrides } from '@storefront-kit/core';

/** The colour scheme a widget asks for; omitted, the widget follows its CSS custom properties. */
export type WidgetTheme = 'light' | 'dark';

/** A widget's configuration, read from data attributes and the page configuration. */
export interface WidgetConfig {
  /**
   * The API base URL: an absolute http(s) URL or a path on the page's origin.
   * @example 'https://shop.example.in/api/v1'
   */
  readonly api: string;
  /** @default 'local' */
  readonly guestCart: GuestCartPolicy;
  /**
   * Where a product link goes: `{slug}` and `{id}` are filled in.
   * @default PRODUCT_URL_TEMPLATE ('/products/details/{slug}/{id}')
   */
  readonly productUrlTemplate?: string;
  /** Per-string overrides of the message catalogue. @default {} */
  readonly messages: MessageOverrides;
  readonly theme?: WidgetTheme;
  /** The CSP nonce for fallback `<style>` elements (page configuration only, never an attribute). */
  readonly nonce?: string;
}

/** What the page configuration may preset; a widget's own data attributes win over it. */
export type PageConfig = Partial<WidgetConfig>;

/** Either a usable configuration or every problem found, each naming its attribute. */
export type WidgetConfigResult =
  | { readonly status: 'valid'; readonly config: WidgetConfig }
  | { readonly status: 'invalid'; readonly errors: readonly string[] };

/** Where attributes are read from: an element, its `attributes`, or its `dataset`. */
export type WidgetConfigSource =
  | Pick<Element, 'getAttribute'>
  | Pick<NamedNodeMap, 'getNamedItem'>
  | Readonly<Record<string, string | undefined>>;

/** The widget's error when no `data-api` is set anywhere. */
export const MISSING_API =
  'Missing data-api: set the Commerce API URL, e.g. data-api="https://shop.example.in/api/v1", on the widget, on the script tag, or in the page configuration (StorefrontKit.init({ api }) or configurePage({ api })).';

/**
 * The configuration attributes, by field; a field is also the attribute's `dataset` name
 * (`data-guest-cart` → `guestCart`), as the script tag's settings are read.
 */
export const ATTRIBUTES = {
  api: 'data-api',
  guestCart: 'data-guest-cart',
  productUrl: 'data-product-url',
  messages: 'data-messages',
  theme: 'data-theme',
} as const;

type Field = keyof typeof ATTRIBUTES;

// The page configuration's name of each field, for error messages.
const PAGE_KEYS: Record<Field, keyof PageConfig> = {
  api: 'api',
  guestCart: 'guestCart',
  productUrl: 'productUrlTemplate',
  messages: 'messages',
  theme: 'theme',
};

function reader(source: WidgetConfigSource): (field: Field) => string | null {
  if ('getAttribute' in source && typeof source.getAttribute === 'function') {
    const element = source as Pick<Element, 'getAttribute'>;
    return (field) => element.getAttribute(ATTRIBUTES[field]);
  }
  if ('getNamedItem' in source && typeof source.getNamedItem === 'function') {
    const attributes = source as Pick<NamedNodeMap, 'getNamedItem'>;
    return (field) => attributes.getNamedItem(ATTRIBUTES[field])?.value ?? null;
  }
  const dataset = source as Readonly<Record<string, string | undefined>>;
  return (field) => dataset[field] ?? null;
}

const quote = (value: string) =>
  JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);

const kindOf = (value: unknown) => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
};

const isHttpUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

// "/api/v1" but not "//host/api" (protocol-relative, ambiguous on file: or sandboxed pages).
const isPath = (value: string) => /^\/(?!\/)/.test(value);

const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value);

function checkMessages(value: unknown, label: string, errors: string[]): MessageOverrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    errors.push(
      `${label} must be a JSON object of message overrides, e.g. {"cart.empty": "Your cart is empty"}; got ${kindOf(value)}.`,
    );
    return {};
  }
  const overrides: Record<string, string> = {};
  for (const [id, text] of Object.entries(value)) {
    if (typeof text === 'string') overrides[id] = text;
    else errors.push(`${label}: the override of "${id}" must be a string; got ${kindOf(text)}.`);
  }
  // Unknown ids are harmless (nothing reads them); listing the catalogue here would put every
  // string of every widget into the loader.
  return overrides as MessageOverrides;
}

/**
 * Reads a widget's configuration from its data attributes, over the script tag's (`scriptTag`,
 * named "… on the script tag" in errors), over the page configuration:
 * `data-api` (required in one of them: an absolute http(s) URL or a path),
 * `data-guest-cart` (`local` | `login-required`), `data-product-url` (a template with `{id}`,
 * and `{slug}` if wanted), `data-messages` (a JSON object of message overrides) and
 * `data-theme` (`light` | `dark`). An empty optional attribute counts as absent. Every problem
 * is reported, each naming its attribute and what it accepts, so a distributor can fix them
 * all at once.
 *
 * @example
 * const result = parseWidgetConfig(scriptTag); // or element.dataset, element.attributes
 * if (result.status === 'invalid') console.error(result.errors.join('\n'));
 */
export function parseWidgetConfig(
  source: WidgetConfigSource,
  defaults: PageConfig = {},
  scriptTag?: WidgetConfigSource,
): WidgetConfigResult {
  const read = reader(source);
  const readTag = scriptTag ? reader(scriptTag) : () => null;
  const errors: string[] = [];
  const pick = <V>(field: Field, fallback: V | undefined) => {
    const raw = read(field);
    if (raw !== null && raw.trim() !== '')
      return { value: raw.trim(), label: ATTRIBUTES[field], fromAttribute: true } as const;
    const tagged = readTag(field);
    if (tagged !== null && tagged.trim() !== '')
      return {
        value: tagged.trim(),
        label: `${ATTRIBUTES[field]} on the script tag`,
        fromAttribute: true,
      } as const;
    return fallback === undefined
      ? undefined
      : ({
          value: fallback,
          label: `${PAGE_KEYS[field]} (page configuration)`,
          fromAttribute: false,
        } as const);
  };

  let api = '';
  const apiSource = pick('api', defaults.api);
  if (!apiSource || apiSource.value.trim() === '') errors.push(MISSING_API);
  else if (!isHttpUrl(apiSource.value) && !isPath(apiSource.value))
    errors.push(
      `${apiSource.label} must be an absolute http(s) URL or a path starting with "/", e.g. "https://shop.example.in/api/v1"; got ${quote(apiSource.value)}.`,
    );
  else api = apiSource.value;

  let guestCart: GuestCartPolicy = 'local';
  const cartSource = pick<string>('guestCart', defaults.guestCart);
  if (cartSource) {
    if (cartSource.value === 'local' || cartSource.value === 'login-required')
      guestCart = cartSource.value;
    else
      errors.push(
        `${cartSource.label} must be "local" or "login-required"; got ${quote(cartSource.value)}.`,
      );
  }

  let productUrlTemplate: string | undefined;
  const urlSource = pick('productUrl', defaults.productUrlTemplate);
  if (urlSource) {
    const template = urlSource.value;
    // The product page finds the product by its id; a slug alone names no product.
    if (!template.includes('{id}'))
      errors.push(
        `${urlSource.label} must contain {id} (and {slug} if wanted), e.g. "/products/{slug}/{id}"; got ${quote(template)}.`,
      );
    else if (hasScheme(template) && !isHttpUrl(template.replace(/\{(slug|id)\}/g, 'x')))
      errors.push(`${urlSource.label} must be a path or an http(s) URL; got ${quote(template)}.`);
    else productUrlTemplate = template;
  }

  let messages: MessageOverrides = {};
  const messagesSource = pick<MessageOverrides>('messages', defaults.messages);
  if (messagesSource?.fromAttribute) {
    const { label } = messagesSource;
    let parsed: unknown;
    let valid = true;
    try {
      parsed = JSON.parse(messagesSource.value);
    } catch (error) {
      valid = false;
      errors.push(
        `${label} is not valid JSON (${error instanceof Error ? error.message : String(error)}); expected an object such as {"cart.empty": "Your cart is empty"}.`,
      );
    }
    if (valid) messages = checkMessages(parsed, label, errors);
  } else if (messagesSource) {
    messages = checkMessages(messagesSource.value, messagesSource.label, errors);
  }

  let theme: WidgetTheme | undefined;
  const themeSource = pick<string>('theme', defaults.theme);
  if (themeSource) {
    if (themeSource.value === 'light' || themeSource.value === 'dark') theme = themeSource.value;
    else
      errors.push(
        `${themeSource.label} must be "light" or "dark"; got ${quote(themeSource.value)}.`,
      );
  }

  if (errors.length) return { status: 'invalid', errors };
  return {
    status: 'valid',
    config: {
      api,
      guestCart,
      messages,
      ...(productUrlTemplate === undefined ? {} : { productUrlTemplate }),
      ...(theme === undefined ? {} : { theme }),
      ...(defaults.nonce ? { nonce: defaults.nonce } : {}),
    },
  };
}
