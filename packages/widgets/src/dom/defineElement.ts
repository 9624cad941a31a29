import type { StorefrontFeature } from '@storefront-kit/core';
import type { ComponentType } from 'react';
import { baseCss } from '../shared/theme';
import { adoptStyles } from './adoptStyles';
import { apiProblem, watchApi } from './apiProbe';
import { getPageConfig, getScriptTagAttributes } from './configurePage';
import { type MountedWidget, mountWidget } from './mountWidget';
import { pageStorefront } from './pageStorefront';
import { parseWidgetConfig } from './parseWidgetConfig';
import { reportOnce } from './reportOnce';

type KebabCase<Name extends string> = Name extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Rest>}`
  : Name;

/**
 * How each observed attribute becomes a prop: keyed by the attribute name, the kebab-case of the
 * prop's name (`max-results` → `maxResults`). A parser gets `null` when the attribute is absent;
 * returning `undefined` leaves the prop unset.
 */
export type WidgetAttributeParsers<Props> = {
  [Key in keyof Props & string as KebabCase<Key>]?: (
    value: string | null,
  ) => Props[Key] | undefined;
};

/** What a widget element is made of. */
export interface WidgetElementDefinition<Props extends object> {
  /** The widget; every prop must be optional, since attributes may be absent. */
  component: ComponentType<Partial<Props>>;
  /** The widget's CSS, adopted after `baseCss`. */
  css?: string | readonly string[];
  /** The observed attributes and how they become props. @default {} */
  attributes?: WidgetAttributeParsers<Props>;
  /**
   * What the widget uses of the page's storefront (core's `cartFeature`, `wishlistFeature`, …).
   * @default every feature (core's `storefrontFeatures`)
   */
  features?: readonly StorefrontFeature[];
}

/** The text shown in a widget that cannot start (shoppers see it; it names what to fix). */
export const CONFIG_ERROR_TITLE = 'This storefront widget could not start.';

const propName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function showConfigError(element: HTMLElement, errors: readonly string[], nonce?: string) {
  const shadowRoot = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  shadowRoot.replaceChildren();
  adoptStyles(
    shadowRoot,
    [baseCss, '.sk-config-error { margin: 0; color: var(--_sk-color-danger); }'],
    { nonce },
  );
  const alert = element.ownerDocument.createElement('div');
  alert.className = 'sk-config-error';
  alert.setAttribute('role', 'alert');
  alert.setAttribute('part', 'error');
  const title = element.ownerDocument.createElement('p');
  title.textContent = CONFIG_ERROR_TITLE;
  alert.append(title);
  for (const error of errors) {
    const line = element.ownerDocument.createElement('p');
    line.textContent = error;
    alert.append(line);
  }
  shadowRoot.append(alert);
  // Once per problem on the page, not once per widget (ten cards, one bad data-api: one line).
  reportOnce(`<${element.localName}> could not start:`, errors);
}

/**
 * `defineWidgetElement` whose `features` default to none: the package's own elements, whose
 * widgets add what they use of the storefront when they render (`useStorefrontFeatures`), so
 * an element's chunk carries only its widget's code.
 */
export function defineElement<Props extends object>(
  tagName: string,
  definition: WidgetElementDefinition<Props>,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tagName);
  if (existing) return existing;

  const parsers: Record<string, ((value: string | null) => unknown) | undefined> =
    definition.attributes ?? {};
  const observed = Object.keys(parsers);

  class WidgetElement extends HTMLElement {
    static readonly observedAttributes = observed;
    #mounted: MountedWidget<Partial<Props>> | undefined;
    #unwatch: (() => void) | undefined;

    connectedCallback() {
      if (this.#mounted) return;
      const pageConfig = getPageConfig();
      const result = parseWidgetConfig(this, pageConfig, getScriptTagAttributes());
      if (result.status === 'invalid') {
        showConfigError(this, result.errors, pageConfig.nonce);
        return;
      }
      const { config } = result;
      const known = apiProblem(config.api);
      if (known) {
        showConfigError(this, [known], config.nonce);
        return;
      }
      const props: Record<string, unknown> = {};
      for (const attribute of observed) {
        const value = parsers[attribute]?.(this.getAttribute(attribute));
        if (value !== undefined) props[propName(attribute)] = value;
      }
      this.#mounted = mountWidget(this, definition.component, props as Partial<Props>, {
        storefront: pageStorefront(
          { baseUrl: config.api, guestCart: config.guestCart, messages: config.messages },
          definition.features ?? [],
        ),
        css: definition.css,
        nonce: config.nonce,
        productUrlTemplate: config.productUrlTemplate,
        theme: config.theme,
      });
      // The address answered, but not as the API: the widget says so instead of its own error.
      this.#unwatch = watchApi(config.api, (problem) => {
        this.#stop();
        showConfigError(this, [problem], config.nonce);
      });
    }

    #stop() {
      this.#unwatch?.();
      this.#unwatch = undefined;
      this.#mounted?.destroy();
      this.#mounted = undefined;
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null) {
      if (!this.#mounted || previous === value) return;
      this.#mounted.update({ [propName(name)]: parsers[name]?.(value) } as Partial<Props>);
    }

    disconnectedCallback() {
      // A move (remove + insert in one task) keeps the mount; only a real removal destroys it.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#stop();
      });
    }
  }

  customElements.define(tagName, WidgetElement);
  return WidgetElement;
}
