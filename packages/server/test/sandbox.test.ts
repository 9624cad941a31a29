import { createContext, runInContext } from 'node:vm';
import type { StorefrontClient } from '@storefront-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderForCart, payInSandbox } from './helpers/fakeRazorpay';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;

// A small DOM, enough to run the checkout script outside a browser and drive it like a user.
type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  key?: string;
  shiftKey?: boolean;
  defaultPrevented?: boolean;
  preventDefault(): void;
}

class FakeNode {
  children: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  appendChild<T extends FakeNode>(child: T): T {
    child.parentNode = this;
    this.children.push(child);
    return child;
  }
  removeChild<T extends FakeNode>(child: T): T {
    this.children = this.children.filter((node) => node !== child);
    child.parentNode = null;
    return child;
  }
}

class FakeShadowRoot extends FakeNode {
  activeElement: FakeElement | null = null;
  constructor(readonly host: FakeElement) {
    super();
  }
}

/** A shadow root of a browser with constructable stylesheets. */
class ModernShadowRoot extends FakeShadowRoot {
  adoptedStyleSheets: unknown[] = [];
}

class FakeElement extends FakeNode {
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, Listener[]>();
  textContent = '';
  shadowRoot: FakeShadowRoot | null = null;
  constructor(
    readonly tagName: string,
    readonly page: FakePage,
  ) {
    super();
  }
  setAttribute(name: string, value: string) {
    this.page.attributeNames.add(name);
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  attachShadow() {
    this.shadowRoot = this.page.modern ? new ModernShadowRoot(this) : new FakeShadowRoot(this);
    return this.shadowRoot;
  }
  focus() {
    let node: FakeNode | null = this.parentNode;
    while (node && !(node instanceof FakeShadowRoot)) node = node.parentNode;
    if (node instanceof FakeShadowRoot) {
      node.activeElement = this;
      this.page.document.activeElement = node.host;
    } else {
      this.page.document.activeElement = this;
    }
  }
  click() {
    if (this.hasAttribute('disabled')) return;
    for (const listener of this.listeners.get('click') ?? []) listener(event());
  }
}

const event = (init: Partial<FakeEvent> = {}): FakeEvent => {
  const e: FakeEvent = {
    ...init,
    defaultPrevented: false,
    preventDefault() {
      e.defaultPrevented = true;
    },
  };
  return e;
};

class FakePage {
  readonly attributeNames = new Set<string>();
  readonly documentListeners = new Map<string, Listener[]>();
  readonly document;
  readonly trigger: FakeElement;
  constructor(readonly modern: boolean) {
    const body = new FakeElement('body', this);
    const listeners = this.documentListeners;
    this.document = {
      body,
      documentElement: body,
      activeElement: null as FakeElement | null,
      createElement: (tag: string) => new FakeElement(tag, this),
      addEventListener: (type: string, listener: Listener) =>
        listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      removeEventListener: (type: string, listener: Listener) =>
        listeners.set(
          type,
          (listeners.get(type) ?? []).filter((candidate) => candidate !== listener),
        ),
    };
    // The page's own Pay Now button had the focus before the dialog opened.
    this.trigger = body.appendChild(new FakeElement('button', this));
    this.trigger.focus();
  }
  keydown(key: string, shiftKey = false) {
    const e = event({ key, shiftKey });
    for (const listener of this.documentListeners.get('keydown') ?? []) listener(e);
    return e;
  }
  /** The checkout's host element, its shadow root and the named parts of the dialog. */
  dialog() {
    const host = this.document.body.children.find(
      (node): node is FakeElement =>
        node instanceof FakeElement && node.hasAttribute('data-sandbox-checkout'),
    );
    if (!host?.shadowRoot) return null;
    const all: FakeElement[] = [];
    const walk = (node: FakeNode) => {
      for (const child of node.children) {
        if (child instanceof FakeElement) all.push(child);
        walk(child);
      }
    };
    walk(host.shadowRoot);
    const buttons = all.filter((node) => node.tagName === 'button');
    const byClass = (name: string) => all.find((node) => node.getAttribute('class') === name);
    return {
      host,
      root: host.shadowRoot,
      all,
      dialog: all.find((node) => node.getAttribute('role') === 'dialog'),
      buttons,
      pay: byClass('pay'),
      fail: byClass('fail'),
      cancel: byClass('cancel'),
      status: byClass('status'),
    };
  }
}

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: string, listener: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/** Runs the served script in a fresh realm that refuses eval and `new Function`. */
function loadCheckout(script: string, modern = true) {
  const page = new FakePage(modern);
  const globals: Record<string, unknown> = {
    document: page.document,
    fetch,
    ...(modern
      ? {
          CSSStyleSheet: class {
            text = '';
            replaceSync(text: string) {
              this.text = text;
            }
          },
        }
      : {}),
  };
  const context = createContext(globals, { codeGeneration: { strings: false, wasm: false } });
  runInContext('window = globalThis;', context);
  runInContext(script, context);
  const Razorpay = runInContext('window.Razorpay', context) as RazorpayConstructor;
  return { page, Razorpay };
}

describe.each(DATABASES)('sandbox gateway on %s', (kind) => {
  let server: TestServer;
  let script = '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    script = await (await fetch(`${server.url}/sandbox/checkout.js`)).text();
  });
  afterAll(() => server.close());

  async function orderFor(quantity = 1): Promise<{ client: StorefrontClient; orderId: string }> {
    const { client } = await server.signUpAndIn();
    await client.cart.add({ id: P.relay, quantity });
    const order = await createOrderForCart(client);
    return { client, orderId: order.order_id };
  }

  const options = (orderId: string, extra: Record<string, unknown> = {}) => ({
    key: 'rzp_test_sandbox',
    amount: 218300,
    currency: 'INR',
    order_id: orderId,
    name: 'Acme Automation',
    description: 'Order payment',
    handler: () => undefined,
    modal: { ondismiss: () => undefined },
    ...extra,
  });

  describe('GET /sandbox/checkout.js', () => {
    it('serves the script for any page, with this server’s pay URL and nothing a CSP forbids', async () => {
      const response = await fetch(`${server.url}/sandbox/checkout.js`, {
        headers: { origin: 'https://distributor.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(script).toContain(`var CONFIG = {"payUrl":"${server.url}/sandbox/pay"};`);
      expect(script).not.toMatch(
        /\beval\s*\(|new Function|innerHTML|insertAdjacentHTML|document\.write/,
      );
      expect(script).not.toMatch(/['"]on[a-z]+['"]\s*:/);
    });
  });

  describe('the Razorpay constructor', () => {
    it('opens an accessible modal dialog in a shadow root', async () => {
      const { page, Razorpay } = loadCheckout(script);
      const rzp = new Razorpay(options('order_Example000001'));
      rzp.open();
      const view = page.dialog();
      expect(view?.dialog?.attributes).toEqual(
        new Map([
          ['class', 'dialog'],
          ['role', 'dialog'],
          ['aria-modal', 'true'],
          ['aria-labelledby', 'sk-sandbox-1-title'],
          ['aria-describedby', 'sk-sandbox-1-note'],
          ['tabindex', '-1'],
        ]),
      );
      const title = view?.all.find((node) => node.getAttribute('id') === 'sk-sandbox-1-title');
      expect(title?.textContent).toBe('Acme Automation');
      const texts = view?.all.map((node) => node.textContent);
      expect(texts).toEqual(
        expect.arrayContaining(['Sandbox', '₹2,183.00', 'order_Example000001']),
      );
      expect(
        view?.buttons.map((button) => [button.textContent, button.getAttribute('type')]),
      ).toEqual([
        ['Pay ₹2,183.00', 'button'],
        ['Fail', 'button'],
        ['Cancel', 'button'],
      ]);
      expect(view?.status?.attributes.get('aria-live')).toBe('polite');
      expect(view?.root.activeElement).toBe(view?.pay);
      // Styles through a constructable stylesheet: no <style> element, no style attributes.
      expect((view?.root as ModernShadowRoot | undefined)?.adoptedStyleSheets).toHaveLength(1);
      expect(view?.all.some((node) => node.tagName === 'style')).toBe(false);
      expect([...page.attributeNames].filter((name) => /^on|^style$/.test(name))).toEqual([]);
      rzp.close();
      expect(page.dialog()).toBeNull();
      expect(page.document.activeElement).toBe(page.trigger);
    });

    it('falls back to a script-made <style> without constructable stylesheets', () => {
      const { page, Razorpay } = loadCheckout(script, false);
      new Razorpay(options('order_Example000002')).open();
      const style = page.dialog()?.all.find((node) => node.tagName === 'style');
      expect(style?.textContent).toContain('.dialog{');
    });

    it('refuses to construct without a key or an order id', () => {
      const { Razorpay } = loadCheckout(script);
      expect(() => new Razorpay({ order_id: 'order_x' })).toThrow('Razorpay: key is required');
      expect(() => new Razorpay({ key: 'k' })).toThrow('Razorpay: order_id is required');
    });

    it('Pay gets a genuinely signed payment that the server verifies', async () => {
      const { client, orderId } = await orderFor();
      const { page, Razorpay } = loadCheckout(script);
      const response = await new Promise<Record<string, string>>((resolve) => {
        new Razorpay(options(orderId, { handler: resolve })).open();
        page.dialog()?.pay?.click();
        expect(page.dialog()?.status?.textContent).toBe('Processing payment…');
        expect(page.dialog()?.buttons.every((button) => button.hasAttribute('disabled'))).toBe(
          true,
        );
      });
      expect(Object.keys(response)).toEqual([
        'razorpay_order_id',
        'razorpay_payment_id',
        'razorpay_signature',
      ]);
      expect(response.razorpay_order_id).toBe(orderId);
      expect(page.dialog()).toBeNull();
      const verified = await client.payments.verify({
        razorpay_order_id: response.razorpay_order_id ?? '',
        razorpay_payment_id: response.razorpay_payment_id ?? '',
        razorpay_signature: response.razorpay_signature ?? '',
      });
      expect(verified.data?.order_status).toBe('paid');
    });

    it("Fail emits payment.failed with Razorpay's error shape and keeps the dialog", () => {
      const { page, Razorpay } = loadCheckout(script);
      const failures: unknown[] = [];
      const rzp = new Razorpay(options('order_Example000003'));
      rzp.on('payment.failed', (response) => failures.push(response));
      rzp.open();
      page.dialog()?.fail?.click();
      expect(failures).toEqual([
        {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed (sandbox)',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: {
              order_id: 'order_Example000003',
              payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
            },
          },
        },
      ]);
      expect(page.dialog()?.status?.textContent).toBe('Payment failed (sandbox)');
    });

    it('Cancel and Escape dismiss through modal.ondismiss', () => {
      for (const how of ['cancel', 'escape'] as const) {
        const { page, Razorpay } = loadCheckout(script);
        let dismissed = 0;
        new Razorpay(
          options('order_Example000004', { modal: { ondismiss: () => dismissed++ } }),
        ).open();
        if (how === 'cancel') page.dialog()?.cancel?.click();
        else expect(page.keydown('Escape').defaultPrevented).toBe(true);
        expect(dismissed, how).toBe(1);
        expect(page.dialog(), how).toBeNull();
        // Closed means closed: the page's keys are its own again.
        expect(page.keydown('Escape').defaultPrevented).toBe(false);
      }
    });

    it('keeps Tab and Shift+Tab inside the dialog', () => {
      const { page, Razorpay } = loadCheckout(script);
      new Razorpay(options('order_Example000005')).open();
      const view = page.dialog();
      const focused = () => view?.root.activeElement?.textContent;
      expect(focused()).toBe('Pay ₹2,183.00');
      page.keydown('Tab');
      expect(focused()).toBe('Fail');
      page.keydown('Tab');
      expect(focused()).toBe('Cancel');
      expect(page.keydown('Tab').defaultPrevented).toBe(true);
      expect(focused()).toBe('Pay ₹2,183.00');
      page.keydown('Tab', true);
      expect(focused()).toBe('Cancel');
    });

    it('reports a refused payment through payment.failed with the server message', async () => {
      const { client, orderId } = await orderFor();
      const paid = await payInSandbox(server.url, orderId);
      await client.payments.verify(paid);
      const { page, Razorpay } = loadCheckout(script);
      const failure = await new Promise<{ error: { description: string } }>((resolve) => {
        const rzp = new Razorpay(options(orderId));
        rzp.on('payment.failed', (response) =>
          resolve(response as { error: { description: string } }),
        );
        rzp.open();
        page.dialog()?.pay?.click();
      });
      expect(failure.error.description).toBe('This order has already been paid');
      expect(page.dialog()?.status?.textContent).toBe('This order has already been paid');
      expect(page.dialog()?.pay?.hasAttribute('disabled')).toBe(false);
    });
  });

  describe('POST /sandbox/pay', () => {
    const pay = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    it('refuses an unknown order, a wrong key, a paid order and a malformed body', async () => {
      const refusals: [unknown, number, string | RegExp][] = [
        [{ order_id: 'order_Unknown000001', key_id: 'rzp_test_sandbox' }, 404, 'Order not found'],
        [{ order_id: 'order_Unknown000001', key_id: 'rzp_live_other' }, 400, 'Invalid key_id'],
        [{ order_id: '' }, 400, /^order_id: /],
      ];
      const { client, orderId } = await orderFor();
      await client.payments.verify(await payInSandbox(server.url, orderId));
      refusals.push([
        { order_id: orderId, key_id: 'rzp_test_sandbox' },
        409,
        'This order has already been paid',
      ]);
      for (const [body, status, message] of refusals) {
        const response = await pay(body);
        expect(response.status).toBe(status);
        const answer = (await response.json()) as { meta: { status: boolean; message: string } };
        expect(answer.meta.status).toBe(false);
        expect(answer.meta.message).toMatch(message);
      }
    });

    it('answers cross-origin calls, preflight included', async () => {
      const origin = 'https://distributor.example';
      const preflight = await fetch(`${server.url}/sandbox/pay`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'content-type',
      );
      const { orderId } = await orderFor();
      const response = await pay({ order_id: orderId, key_id: 'rzp_test_sandbox' }, { origin });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      // The API itself still answers only its allow-list.
      const api = await fetch(`${server.api}/user-cart/get-cart`, { headers: { origin } });
      expect(api.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});

describe('sandbox pay rate limit', () => {
  it('answers 429 past RATE_LIMIT requests a minute', async () => {
    const server = await startTestServer('pglite', { env: { RATE_LIMIT: '3' }, fixtures: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${server.url}/sandbox/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: 'order_Unknown000001', key_id: 'rzp_test_sandbox' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await server.close();
    }
  });
});
