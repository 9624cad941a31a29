import { makeStorefront } from '@storefront-kit/test-utils/shop';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { configurePage, resetPageConfig } from '../../dom/configurePage';
import { disposePageStorefront } from '../../dom/getPageStorefront';
import { defineQuoteButton } from '../../elements/defineQuoteButton';
import { QuoteButtonWidget } from './QuoteButtonWidget';

/** A product of the seed priced on request, from the real server. */
async function productOnRequest() {
  const storefront = makeStorefront({ autoLoad: false });
  const { data } = await storefront.client.catalog.products({ per_page: 100 });
  storefront.dispose();
  const found = data.find((product) => (product.product_selling_price ?? 0) <= 0);
  if (!found) throw new Error('the seed has no product priced on request');
  return found;
}

describe('QuoteButtonWidget', () => {
  it("opens the quote modal for the product id, loading the modal's code on the first click", async () => {
    const user = userEvent.setup();
    const product = await productOnRequest();
    const { container } = renderWidget(<QuoteButtonWidget productId={product.id} />);
    const button = screen.getByRole('button', { name: 'Request a Quote' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(await within(dialog).findByText(product.product_name)).toBeInTheDocument();
    expect(within(dialog).getByText(`Product ID: ${product.id}`)).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opens by keyboard and closes on Escape (the dialog’s cancel), returning focus', async () => {
    const user = userEvent.setup();
    renderWidget(
      <QuoteButtonWidget productId="prd_000002" product={{ id: 'prd_000002', name: 'Sensor' }} />,
    );
    const button = screen.getByRole('button', { name: 'Request a Quote' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
    // jsdom has no top layer: Escape on a modal dialog is its cancel event (test/setup.ts).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Request a Quote' })).toBeInTheDocument();
  });

  it("says 'Product ID is required' without a product", () => {
    renderWidget(<QuoteButtonWidget />);
    expect(screen.getByRole('alert')).toHaveTextContent('Product ID is required');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

/** The CSS a shadow root has: adopted sheets, or the `<style>` fallback. */
function cssOf(root: ShadowRoot): string {
  const adopted = (root.adoptedStyleSheets ?? []).flatMap((sheet) =>
    Array.from(sheet.cssRules, (rule) => rule.cssText),
  );
  const styles = Array.from(root.querySelectorAll('style'), (style) => style.textContent ?? '');
  return [...adopted, ...styles].join('\n');
}

describe('<sk-quote-button>', () => {
  afterEach(() => {
    resetPageConfig();
    disposePageStorefront();
  });

  it("mounts the button in its shadow root; the modal opens in the page's overlay layer with its own sheets", async () => {
    const user = userEvent.setup();
    const product = await productOnRequest();
    configurePage({ api: inject('apiUrl') });
    defineQuoteButton();
    const element = document.createElement('sk-quote-button');
    element.setAttribute('product-id', product.id);
    await act(async () => {
      document.body.append(element);
    });
    const root = element.shadowRoot as ShadowRoot;
    const shadow = within(root as unknown as HTMLElement);
    const button = await shadow.findByRole('button', { name: 'Request a Quote' });
    expect(cssOf(root)).toContain('.sk-quote-trigger');
    expect(cssOf(root)).not.toContain('.sk-quote-form');
    await user.click(button);
    // The page's one overlay layer, the last child of <body>, holds the modal.
    const layerHost = document.body.lastElementChild as HTMLElement;
    expect(layerHost.localName).toBe('sk-overlays');
    const layer = layerHost.shadowRoot as ShadowRoot;
    const dialog = await within(layer as unknown as HTMLElement).findByRole('dialog', {
      name: 'Request a Quote',
    });
    expect(shadow.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(await within(dialog).findByText(product.product_name)).toBeInTheDocument();
    expect(cssOf(layer)).toContain('.sk-quote-form');
    expect(cssOf(layer)).toContain('.sk-dialog');
    // The widget's own sheets came along (its theme tokens and base rules).
    expect(cssOf(layer)).toContain('.sk-quote-trigger');
    expect(cssOf(root)).not.toContain('.sk-quote-form');
    await act(async () => {
      element.remove();
    });
    // Its container goes with the widget.
    expect(layer.querySelector('.sk-dialog')).toBeNull();
  });
});
