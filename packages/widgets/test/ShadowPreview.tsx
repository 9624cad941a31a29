import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { fireEvent, userEvent } from 'storybook/test';
import { baseCss } from '../src/shared/theme';
import { WidgetEnvironmentProvider } from '../src/shared/WidgetEnvironment';

/** Props of {@link ShadowPreview}. */
export interface ShadowPreviewProps {
  /** The widget's own sheet, adopted after `baseCss`. */
  css: string;
  children?: ReactNode;
  /** @default PRODUCT_URL_TEMPLATE */
  productUrlTemplate?: string;
  /** A label for the host element, so stories can find it. @default 'widget' */
  name?: string;
}

interface ShadowMount {
  readonly mount: HTMLElement;
  readonly portal: HTMLElement;
}

/**
 * Stories only: renders a widget as the script tag does, inside an open shadow root with
 * `baseCss + css` adopted as constructable sheets, with host events dispatched from inside the
 * root and dialogs portalled into it. Navigation is recorded on the host's
 * `data-last-navigation` instead of leaving the story.
 *
 * @example <ShadowPreview css={searchBoxCss}><SearchBoxWidget /></ShadowPreview>
 */
export function ShadowPreview({
  css,
  children,
  productUrlTemplate,
  name = 'widget',
}: ShadowPreviewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<ShadowMount | null>(null);
  const assign = useCallback(
    (url: string) => hostRef.current?.setAttribute('data-last-navigation', url),
    [],
  );
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${baseCss}\n${css}`);
    root.adoptedStyleSheets = [sheet];
    const mount = document.createElement('div');
    const portal = document.createElement('div');
    root.append(mount, portal);
    setTarget({ mount, portal });
    return () => {
      mount.remove();
      portal.remove();
      root.adoptedStyleSheets = [];
      setTarget(null);
    };
  }, [css]);
  return (
    <div ref={hostRef} data-widget={name}>
      {target
        ? createPortal(
            <WidgetEnvironmentProvider
              target={target.mount}
              portalContainer={target.portal}
              productUrlTemplate={productUrlTemplate}
              assign={assign}
            >
              {children}
            </WidgetEnvironmentProvider>,
            target.mount,
          )
        : null}
    </div>
  );
}

/**
 * The shadow root of the story's widget, as a container for testing-library queries
 * (`within(shadowOf(canvasElement))`), which do not cross shadow boundaries by themselves.
 */
export function shadowOf(canvasElement: HTMLElement, name = 'widget'): HTMLElement {
  const root = canvasElement.querySelector(`[data-widget="${name}"]`)?.shadowRoot;
  if (!root) throw new Error(`No shadow root for the widget "${name}"`);
  // testing-library only needs querySelectorAll, which a ShadowRoot has.
  return root as unknown as HTMLElement;
}

/**
 * What has focus inside the story's shadow root. jest-dom's `toHaveFocus` compares with
 * `document.activeElement`, which is the shadow host whenever the focus is inside the root, so
 * it can never pass for a widget's element: compare this with the element instead.
 */
export function focusedIn(canvasElement: HTMLElement, name = 'widget'): Element | null {
  return (shadowOf(canvasElement, name) as unknown as ShadowRoot).activeElement;
}

/**
 * Types `text` at the end of a field inside the story's shadow root: the field is clicked
 * (focused), its value changes and an `input` event fires, as after a user's typing.
 *
 * user-event's `type` does not work there: it prepares a field for typing when the document
 * sees it focused, and the document sees the shadow host instead. Unprepared, the field's value
 * is written through React's own value tracking, so React never hears of the change: the DOM
 * shows the text, the widget's state stays empty, and the next render clears the field.
 */
export async function typeInShadow(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  const current = field instanceof HTMLInputElement ? field.value : '';
  fireEvent.input(field, { target: { value: current + text } });
}

/**
 * Picks `value` in a select inside the story's shadow root, as a keyboard user would: focused,
 * then changed (React hears a select's `change` event, not `input`).
 */
export function selectInShadow(field: HTMLElement, value: string): void {
  field.focus();
  fireEvent.change(field, { target: { value } });
}
