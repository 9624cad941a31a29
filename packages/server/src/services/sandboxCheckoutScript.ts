/**
 * The sandbox gateway's checkout script: `window.Razorpay` with Razorpay's constructor API
 * (`new Razorpay(options)`, `open()`, `close()`, `on('payment.failed', fn)`, `options.handler`,
 * `options.modal.ondismiss`). `open()` shows an accessible modal dialog in a Shadow DOM (host
 * CSS cannot reach it) with Pay, Fail and Cancel. Pay asks the server for a genuinely signed
 * payment (`POST /sandbox/pay`); Fail emits Razorpay's `payment.failed` error shape; Cancel and
 * Escape dismiss. Written for a strict CSP: no eval, no inline handlers, styles through a
 * constructable stylesheet (a script-made `<style>` only where those are missing).
 */
const SCRIPT = String.raw`(function () {
  'use strict';
  var CONFIG = __CONFIG__;
  if (typeof window === 'undefined' || (window.Razorpay && window.Razorpay.sandbox)) return;

  var CSS = [
    ':host{all:initial}',
    '.backdrop{position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(17,24,39,.6);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827}',
    '.dialog{background:#fff;border-radius:12px;width:min(92vw,400px);padding:24px;box-shadow:0 20px 50px rgba(0,0,0,.3)}',
    '.dialog:focus{outline:none}',
    '.badge{display:inline-block;font-size:12px;font-weight:600;color:#92400e;background:#fef3c7;border-radius:999px;padding:2px 10px;margin-bottom:8px}',
    'h2{font-size:20px;margin:0 0 4px}',
    'p{margin:0 0 12px;color:#4b5563}',
    'dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}',
    'dt{color:#4b5563}dd{margin:0;font-weight:600;word-break:break-all}',
    '.amount{font-size:24px}',
    '.actions{display:flex;gap:8px;flex-wrap:wrap}',
    'button{font:inherit;font-weight:600;border-radius:8px;padding:10px 16px;cursor:pointer;border:1px solid #d1d5db;background:#fff;color:#111827}',
    'button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}',
    'button[disabled]{opacity:.6;cursor:progress}',
    'button.pay{background:#047857;border-color:#047857;color:#fff;flex:1}',
    'button.fail{color:#b91c1c;border-color:#fca5a5}',
    '.status{min-height:1.5em;margin:12px 0 0;color:#b91c1c}'
  ].join('\n');

  var counter = 0;

  function randomId(prefix) {
    var alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    var out = '';
    for (var i = 0; i < 14; i++) out += alphabet.charAt(Math.floor(Math.random() * 62));
    return prefix + '_' + out;
  }

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
    } catch (error) {
      return '\u20B9' + (paise / 100).toFixed(2);
    }
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    for (var name in attributes) {
      if (Object.prototype.hasOwnProperty.call(attributes, name)) node.setAttribute(name, attributes[name]);
    }
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function applyStyles(root) {
    if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
      root.adoptedStyleSheets = [sheet];
    } else {
      root.appendChild(element('style', {}, CSS));
    }
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError('Razorpay must be called with new');
    if (!options || typeof options !== 'object') throw new TypeError('Razorpay: options are required');
    if (!options.key) throw new Error('Razorpay: key is required');
    if (!options.order_id) throw new Error('Razorpay: order_id is required');
    this.options = options;
    this.listeners = {};
    this.view = null;
  }

  Razorpay.sandbox = true;

  Razorpay.prototype.on = function (event, listener) {
    if (typeof listener !== 'function') return this;
    (this.listeners[event] = this.listeners[event] || []).push(listener);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    var listeners = (this.listeners[event] || []).slice();
    for (var i = 0; i < listeners.length; i++) listeners[i](payload);
  };

  Razorpay.prototype.open = function () {
    if (this.view) return this;
    var self = this;
    var options = this.options;
    var id = 'sk-sandbox-' + ++counter;
    var previousFocus = document.activeElement;
    var host = element('div', { 'data-sandbox-checkout': '' });
    var root = host.attachShadow({ mode: 'open' });
    applyStyles(root);

    var backdrop = element('div', { class: 'backdrop', part: 'backdrop' });
    var dialog = element('div', {
      class: 'dialog',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': id + '-title',
      'aria-describedby': id + '-note',
      tabindex: '-1'
    });
    var amount = formatAmount(Number(options.amount) || 0, options.currency);
    dialog.appendChild(element('span', { class: 'badge' }, 'Sandbox'));
    dialog.appendChild(element('h2', { id: id + '-title' }, options.name || 'Sandbox checkout'));
    dialog.appendChild(element('p', { id: id + '-note' }, (options.description ? options.description + '. ' : '') + 'Test payment: no money moves.'));
    var details = element('dl', {});
    details.appendChild(element('dt', {}, 'Amount'));
    details.appendChild(element('dd', { class: 'amount' }, amount));
    details.appendChild(element('dt', {}, 'Order ID'));
    details.appendChild(element('dd', {}, String(options.order_id)));
    dialog.appendChild(details);

    var actions = element('div', { class: 'actions' });
    var pay = element('button', { type: 'button', class: 'pay' }, 'Pay ' + amount);
    var fail = element('button', { type: 'button', class: 'fail' }, 'Fail');
    var cancel = element('button', { type: 'button', class: 'cancel' }, 'Cancel');
    actions.appendChild(pay);
    actions.appendChild(fail);
    actions.appendChild(cancel);
    dialog.appendChild(actions);
    var status = element('p', { class: 'status', role: 'status', 'aria-live': 'polite' }, '');
    dialog.appendChild(status);
    backdrop.appendChild(dialog);
    root.appendChild(backdrop);

    var buttons = [pay, fail, cancel];
    var isOpen = true;
    function setBusy(busy) {
      for (var i = 0; i < buttons.length; i++) {
        if (busy) buttons[i].setAttribute('disabled', '');
        else buttons[i].removeAttribute('disabled');
      }
    }

    function failWith(description) {
      status.textContent = description;
      self.emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: description,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: options.order_id, payment_id: randomId('pay') }
        }
      });
    }

    function onPay() {
      setBusy(true);
      status.textContent = 'Processing payment\u2026';
      fetch(CONFIG.payUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order_id: options.order_id, key_id: options.key })
      })
        .then(function (response) {
          return response.json().then(function (body) {
            return { ok: response.ok, body: body };
          });
        })
        .then(function (result) {
          if (!isOpen) return;
          if (!result.ok || !result.body || !result.body.razorpay_signature) {
            var message = result.body && result.body.meta && result.body.meta.message;
            setBusy(false);
            failWith(message || 'Payment failed (sandbox)');
            return;
          }
          self.close();
          if (typeof options.handler === 'function') {
            options.handler({
              razorpay_order_id: result.body.razorpay_order_id,
              razorpay_payment_id: result.body.razorpay_payment_id,
              razorpay_signature: result.body.razorpay_signature
            });
          }
        })
        .catch(function () {
          if (!isOpen) return;
          setBusy(false);
          failWith('Payment failed (sandbox): the server could not be reached');
        });
    }

    function onFail() {
      failWith('Payment failed (sandbox)');
    }

    function dismiss() {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }

    function onKeydown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keep the focus inside the dialog: Tab and Shift+Tab cycle through its buttons.
      event.preventDefault();
      var enabled = buttons.filter(function (button) { return !button.hasAttribute('disabled'); });
      if (!enabled.length) return;
      var index = enabled.indexOf(root.activeElement);
      var next = event.shiftKey
        ? (index <= 0 ? enabled.length - 1 : index - 1)
        : (index === -1 || index === enabled.length - 1 ? 0 : index + 1);
      enabled[next].focus();
    }

    pay.addEventListener('click', onPay);
    fail.addEventListener('click', onFail);
    cancel.addEventListener('click', dismiss);
    // On the document, so Escape works wherever the focus is while the dialog is open.
    document.addEventListener('keydown', onKeydown, true);

    (document.body || document.documentElement).appendChild(host);
    this.view = {
      host: host,
      previousFocus: previousFocus,
      cleanup: function () {
        isOpen = false;
        document.removeEventListener('keydown', onKeydown, true);
      }
    };
    pay.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    var view = this.view;
    if (!view) return;
    this.view = null;
    view.cleanup();
    if (view.host.parentNode) view.host.parentNode.removeChild(view.host);
    if (view.previousFocus && typeof view.previousFocus.focus === 'function') view.previousFocus.focus();
  };

  window.Razorpay = Razorpay;
})();
`;

/** The checkout script, with the URL of this server's `POST /sandbox/pay` built in. */
export function sandboxCheckoutScript(config: { payUrl: string }): string {
  // JSON is valid JavaScript; `<` is escaped so the text can never close a script element.
  const json = JSON.stringify({ payUrl: config.payUrl }).replace(/</g, '\\u003c');
  return SCRIPT.replace('__CONFIG__', json);
}
