#!/usr/bin/env node
// Mixed load on the reference API (issue 19), loopback only: C connections (20) for S seconds
// (60) after a short warm-up, each a shopper's loop of catalogue reads (listings with filters
// and sort, search autocomplete, product pages, categories) and, as its own signed-in customers,
// cart changes, coupons and checkouts with the sandbox gateway (create the payment order, pay,
// verify; some abandoned, some retried, some paid twice). Every connection rushes the same
// last-units product and the same few-use coupon in waves, so the 'out of stock' and 'usage
// limit' refusals happen: they are counted apart, as correct answers. Anything else that is not
// a success (5xx, 4xx, network error, timeout) is an error. Every latency is recorded, so the
// percentiles are exact. Then the server stops and the database is checked: stock, units sold,
// orders (none lost, none paid twice, one receipt and one payment id each, totals as core's
// computeTotals makes them) and coupon uses. A fresh database each run: PostgreSQL (its own
// schema) when DATABASE_URL is set, else PGlite in a temp folder, with the project's seed.
// Exits 1 on any error, a p99 above its target or an integrity problem.
//
//   node packages/server/bench/mixedLoad.mjs [--duration S] [--connections C]
import http from 'node:http';
import { option, percentile, queryMix, random, startBenchServer } from './support/benchProcess.mjs';

const DURATION = option('duration', 60);
const CONNECTIONS = option('connections', 20);
const WARMUP = Math.min(5, Math.ceil(DURATION / 4));
/** Customers of each connection, signed up before the load. */
const CUSTOMERS = 3;
const PRODUCTS = 1000;
/** Waves of the rush: each has its own last-units product and few-use coupon. */
const WAVES = 8;
const TIMEOUT_MS = 10_000;

/**
 * p99 targets (ms) per group of request kinds, on PostgreSQL (CI) and on PGlite (in the server's
 * own thread, so every query waits for the one before): set from runs on a 2-core machine, with
 * headroom for one shared with other work (README, Server performance).
 */
const GROUPS = [
  {
    name: 'catalogue reads',
    kinds: ['listing', 'search', 'product', 'related', 'categories'],
    p99: { postgres: 100, pglite: 800 },
  },
  { name: 'customer reads', kinds: ['cart', 'orders'], p99: { postgres: 300, pglite: 800 } },
  {
    name: 'cart and coupon writes',
    kinds: ['cart add', 'cart update', 'cart remove', 'coupon apply', 'coupon remove'],
    p99: { postgres: 500, pglite: 800 },
  },
  {
    name: 'checkout',
    kinds: ['order create', 'sandbox pay', 'order verify'],
    p99: { postgres: 800, pglite: 1000 },
  },
];
const KINDS = GROUPS.flatMap((group) => group.kinds);

const HARYANA = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address_line1: '12 Udyog Vihar Phase 4',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122015',
  country: 'India',
};
const KARNATAKA = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.in',
  phone: '9123456780',
  address_line1: '7 Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
  country: 'India',
  gstNumber: '29AAACR5055K1Z5',
  companyName: 'Kumar Controls',
};

// ---- HTTP: one keep-alive socket per connection, every latency recorded. ----

let port = 0;

function send(agent, method, path, { body, token } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    const started = performance.now();
    const done = (status, text, error) => {
      let json;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {}
      resolve({ status, json, error, started, ms: performance.now() - started });
    };
    const request = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => done(response.statusCode, Buffer.concat(chunks).toString()));
        response.on('error', (error) => done(0, '', error.message));
      },
    );
    request.setTimeout(TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)),
    );
    request.on('error', (error) => done(0, '', error.message));
    request.end(payload);
  });
}

const stats = new Map(KINDS.map((kind) => [kind, { latencies: [], ok: 0, refused: 0, errors: 0 }]));
const refusals = new Map();
const errorLog = [];
let measured = { from: Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY };

/**
 * One request of a kind. `refusals`: the correct refusals it may get ({ status, reason, test });
 * `mustRefuse`: a success is an error. Resolves { ok, refused, json, message }.
 */
async function call(conn, kind, method, path, options = {}) {
  const result = await send(conn.agent, method, path, options);
  const entry = stats.get(kind);
  if (result.started >= measured.from && result.started < measured.to)
    entry.latencies.push(result.ms);
  const message = result.json?.meta?.message ?? result.error ?? '';
  const success = result.status >= 200 && result.status < 300;
  if (success && !options.mustRefuse) {
    entry.ok += 1;
    return { ok: true, json: result.json };
  }
  const refusal =
    !success && (options.refusals ?? []).find((r) => r.status === result.status && r.test(message));
  if (refusal) {
    entry.refused += 1;
    const key = `${kind}: ${refusal.reason}`;
    refusals.set(key, (refusals.get(key) ?? 0) + 1);
    return { ok: false, refused: true, message };
  }
  entry.errors += 1;
  errorLog.push(
    `${kind} ${method} ${path}: ${result.status || 'no answer'} ${success ? '(a success where a refusal was due) ' : ''}${message}`,
  );
  return { ok: false, refused: false, message };
}

// ---- The shoppers. ----

/** What the clients saw, for the integrity check: orders given, payments verified. */
const given = new Set();
const verified = new Set();
let fixture;
let mix;
let productIds;
let runStart = 0;
let runEnd = 0;
const checkouts = { paid: 0, abandoned: 0, retried: 0, paidTwice: 0, left: 0, refused: 0 };

const isLastUnits = (id) => fixture.lastUnits.some((product) => product.id === id);
const isRushCoupon = (code) => fixture.rushCoupons.some((coupon) => coupon.code === code);
const namesLastUnits = (message) =>
  fixture.lastUnits.some((product) => message.includes(product.name));
const waveNow = () =>
  Math.min(WAVES - 1, Math.floor(((performance.now() - runStart) / (runEnd - runStart)) * WAVES));

/** add-to-cart of a last-units product: sold out meanwhile. */
const SOLD_OUT_IN_CART = {
  status: 400,
  reason: "'out of stock' (last units)",
  test: (m) => m === 'This product is out of stock' || /^Only \d+ units in stock$/.test(m),
};
/** create-razorpay-order: the last units went to another checkout. */
const SOLD_OUT_AT_CHECKOUT = {
  status: 409,
  reason: "'out of stock' (last units)",
  test: (m) => namesLastUnits(m) && /out of stock|in stock/.test(m),
};
const COUPON_USED_UP = {
  status: 400,
  reason: "'usage limit' (few-use coupon)",
  test: (m) => m === 'This coupon has reached its usage limit',
};
const COUPON_USED_UP_AT_CHECKOUT = {
  status: 409,
  reason: "'usage limit' (few-use coupon)",
  test: (m) => /^Coupon LOADRUSH\d+ has reached its usage limit\.$/.test(m),
};
const ALREADY_PAID = {
  status: 409,
  reason: "'already paid with another payment'",
  test: (m) => m === 'This order has already been paid with another payment',
};

async function browse(conn, r) {
  const roll = r.next();
  if (roll < 0.35) return call(conn, 'listing', 'GET', r.pick(mix.listing));
  if (roll < 0.7) return call(conn, 'search', 'GET', r.pick(mix.search));
  if (roll < 0.9) return call(conn, 'product', 'GET', `/api/v1/products/get/${r.pick(productIds)}`);
  if (roll < 0.95) {
    return call(
      conn,
      'related',
      'GET',
      `/api/v1/products/get-related-products/${r.pick(productIds)}`,
    );
  }
  return call(
    conn,
    'categories',
    'GET',
    r.pick([
      '/api/v1/product-category/web/list/',
      '/api/v1/product-sub-sub-category/menu-list',
      '/api/v1/brands/web/list/?per_page=50',
    ]),
  );
}

const cartOf = (answer) => answer.json?.data ?? { items: [] };

async function createOrder(conn, customer, cart) {
  conn.receipts += 1;
  const shipping = conn.index % 2 ? KARNATAKA : HARYANA;
  const coupon = cart.discountCode ?? undefined;
  const answer = await call(conn, 'order create', 'POST', '/api/v1/orders/create-razorpay-order', {
    token: customer.token,
    body: {
      amount: Math.round(cart.total),
      currency: 'INR',
      receipt: `load_${conn.index}_${conn.receipts}_${conn.tag}`,
      shipping_address: shipping,
      billing_address: shipping,
      ...(coupon ? { coupon_code: coupon } : {}),
    },
    refusals: [
      SOLD_OUT_AT_CHECKOUT,
      COUPON_USED_UP_AT_CHECKOUT,
      ...(isRushCoupon(coupon) ? [COUPON_USED_UP] : []),
    ],
  });
  if (!answer.ok) return answer;
  const orderId = answer.json?.order_id;
  if (typeof orderId !== 'string') {
    stats.get('order create').errors += 1;
    errorLog.push('order create: a success without an order_id');
    return { ok: false, refused: false };
  }
  given.add(orderId);
  return { ok: true, orderId };
}

const pay = (conn, orderId) =>
  call(conn, 'sandbox pay', 'POST', '/sandbox/pay', {
    body: { order_id: orderId, key_id: 'rzp_test_sandbox' },
  });

async function verify(conn, customer, payment, options = {}) {
  const answer = await call(conn, 'order verify', 'POST', '/api/v1/orders/verify-razorpay-order', {
    token: customer.token,
    body: payment.json,
    ...options,
  });
  if (answer.ok) {
    if (answer.json?.data?.order_status === 'paid') verified.add(payment.json.razorpay_order_id);
    else {
      stats.get('order verify').errors += 1;
      errorLog.push(`order verify: answered ${answer.json?.data?.order_status}, not paid`);
    }
  }
  return answer;
}

/** A signed-in shopper's visit: cart changes, a coupon, and usually a checkout. */
async function shop(conn, customer, r) {
  const { token } = customer;
  const post = (kind, path, body, refusalsAllowed = []) =>
    call(conn, kind, 'POST', `/api/v1${path}`, { token, body, refusals: refusalsAllowed });
  let answer = await call(conn, 'cart', 'GET', '/api/v1/user-cart/get-cart', { token });
  if (!answer.ok) return;
  let cart = cartOf(answer);
  // An abandoned checkout leaves its lines: keep carts to a few.
  for (const line of cart.items.slice(2)) {
    answer = await post('cart remove', '/user-cart/remove-from-cart', { id: line.id });
    if (!answer.ok) return;
    cart = cartOf(answer);
  }
  const rush = r.chance(0.3);
  const wave = waveNow();
  if (rush) {
    const product = fixture.lastUnits[wave];
    answer = await post('cart add', '/user-cart/add-to-cart', { id: product.id, quantity: 1 }, [
      SOLD_OUT_IN_CART,
    ]);
    if (answer.ok) cart = cartOf(answer);
    else if (!answer.refused) return;
  }
  for (let n = rush ? r.int(0, 1) : r.int(1, 3); n > 0; n -= 1) {
    const product = r.pick(fixture.stocked);
    answer = await post('cart add', '/user-cart/add-to-cart', {
      id: product.id,
      quantity: r.int(1, 3),
    });
    if (!answer.ok) return;
    cart = cartOf(answer);
  }
  const stocked = cart.items.filter((line) => !isLastUnits(line.id));
  if (stocked.length && r.chance(0.35)) {
    answer = await post('cart update', '/user-cart/update-quantity', {
      id: r.pick(stocked).id,
      quantity: r.int(1, 4),
    });
    if (!answer.ok) return;
    cart = cartOf(answer);
  }
  if (cart.items.length > 1 && r.chance(0.2)) {
    answer = await post('cart remove', '/user-cart/remove-from-cart', {
      id: r.pick(cart.items).id,
    });
    if (!answer.ok) return;
    cart = cartOf(answer);
  }
  // (Coupons with a minimum order only on a cart above it: below, the refusal is the shopper's.)
  const rushCoupon = fixture.rushCoupons[wave];
  const openCoupon = r.pick(fixture.openCoupons);
  if (!cart.items.length) {
    // Nothing to buy (the last units went to others): back to browsing.
  } else if (rush && cart.subtotal >= rushCoupon.minOrder && r.chance(0.6)) {
    answer = await post(
      'coupon apply',
      '/offers/apply-coupon',
      { coupon_code: rushCoupon.code, order_amount: 0 },
      [COUPON_USED_UP],
    );
    if (!answer.ok && !answer.refused) return;
  } else if (cart.subtotal > openCoupon.minOrder && r.chance(0.25)) {
    answer = await post('coupon apply', '/offers/apply-coupon', {
      coupon_code: openCoupon.code,
      order_amount: 0,
    });
    if (!answer.ok) return;
  } else if (cart.discountCode && r.chance(0.3)) {
    answer = await post('coupon remove', '/offers/remove-coupon', {
      couponCode: cart.discountCode,
    });
    if (!answer.ok) return;
  }

  answer = await call(conn, 'cart', 'GET', '/api/v1/user-cart/get-cart', { token });
  if (!answer.ok) return;
  cart = cartOf(answer);
  if (!cart.items.length) return;
  const roll = r.next();
  if (roll < 0.08) {
    checkouts.left += 1; // leaves before Pay Now
    return;
  }
  const order = await createOrder(conn, customer, cart);
  if (!order.ok) {
    if (!order.refused) return;
    checkouts.refused += 1;
    // What a shopper does next: takes the sold-out product out, or drops the used-up coupon.
    if (namesLastUnits(order.message)) {
      const line = cart.items.find(
        (item) => isLastUnits(item.id) && order.message.includes(item.name),
      );
      if (line) await post('cart remove', '/user-cart/remove-from-cart', { id: line.id });
    } else if (cart.discountCode) {
      await post('coupon remove', '/offers/remove-coupon', { couponCode: cart.discountCode });
    }
    return;
  }
  if (roll < 0.18) {
    checkouts.abandoned += 1; // never paid: the customer's next checkout replaces it
    return;
  }
  // Pay Now again for the same cart reuses the pending payment order. (Not with a few-use
  // coupon: the cart counts the order's own held use against the limit and drops it.)
  if (roll < 0.3 && !isRushCoupon(cart.discountCode)) {
    const again = await createOrder(conn, customer, cart);
    if (!again.ok) return;
    checkouts.retried += 1;
    if (again.orderId !== order.orderId) {
      stats.get('order create').errors += 1;
      errorLog.push(`order create: a retry got ${again.orderId}, not its pending ${order.orderId}`);
      return;
    }
  }
  const payment = await pay(conn, order.orderId);
  if (!payment.ok) return;
  if (roll < 0.35) {
    // Paid twice before the first payment was verified: one of them pays the order.
    const second = await pay(conn, order.orderId);
    if (!second.ok) return;
    const first = await verify(conn, customer, payment);
    if (!first.ok) return;
    await verify(conn, customer, second, { mustRefuse: true, refusals: [ALREADY_PAID] });
    checkouts.paidTwice += 1;
  } else {
    const answerVerify = await verify(conn, customer, payment);
    if (!answerVerify.ok) return;
  }
  checkouts.paid += 1;
  if (r.chance(0.3)) {
    await call(conn, 'orders', 'GET', '/api/v1/orders/web/list?page_no=1&per_page=10', { token });
  }
}

async function connection(conn) {
  const r = random(1000 + conn.index);
  let turn = 0;
  while (performance.now() < runEnd) {
    for (let reads = r.int(1, 6); reads > 0 && performance.now() < runEnd; reads -= 1) {
      await browse(conn, r);
    }
    if (performance.now() < runEnd && r.chance(0.7)) {
      await shop(conn, conn.customers[turn % CUSTOMERS], r);
      turn += 1;
    }
  }
}

async function signUp(conn, tag, c) {
  const email = `load-${conn.index}-${c}-${tag}@example.in`;
  const password = 'Load@test12345';
  const name = `Load Shopper ${conn.index}-${c}`;
  const up = await send(conn.agent, 'POST', '/api/v1/auth/customer/signup', {
    body: { name, email, password, confirm_password: password },
  });
  if (up.status !== 201) throw new Error(`sign-up: ${up.status} ${up.json?.meta?.message}`);
  const signIn = await send(conn.agent, 'POST', '/api/v1/auth/customer/signin_password', {
    body: { login: email, password },
  });
  const token = signIn.json?.data?.token;
  if (!token) throw new Error(`sign-in: ${signIn.status} ${signIn.json?.meta?.message}`);
  return { email, token };
}

// ---- The report. ----

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const thousands = (value) => Math.round(value).toLocaleString('en-IN');

function summary(kinds) {
  const latencies = kinds.flatMap((kind) => stats.get(kind).latencies).sort((a, b) => a - b);
  const sum = (key) => kinds.reduce((total, kind) => total + stats.get(kind)[key], 0);
  return {
    count: latencies.length,
    rps: latencies.length / DURATION,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    refused: sum('refused'),
    errors: sum('errors'),
  };
}

function row(label, s, note = '') {
  return `  ${label.padEnd(24)}${thousands(s.count).padStart(8)}${s.rps.toFixed(1).padStart(8)}${ms(s.p50).padStart(8)}${ms(s.p95).padStart(8)}${ms(s.p99).padStart(8)}${ms(s.max).padStart(8)}${String(s.refused).padStart(8)}${String(s.errors).padStart(7)}${note}`;
}

// ---- The run. ----

/** Stops the bench server (its own process), once it has started. */
let serverStop;

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  console.log(
    `Mixed load: ${CONNECTIONS} connections on loopback for ${DURATION} s after ${WARMUP} s of warm-up, on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} (a fresh database, ${PRODUCTS.toLocaleString('en-IN')} seeded products)`,
  );
  const server = await startBenchServer(databaseUrl, {
    BENCH_PRODUCTS: String(PRODUCTS),
    BENCH_FRESH: '1',
    BENCH_SCENARIO: 'mixed-load',
    BENCH_WAVES: String(WAVES),
    BENCH_LOG_LEVEL: 'error',
  });
  const stop = () => server.stop();
  serverStop = stop;
  try {
    port = Number(new URL(server.url).port);
    fixture = server.fixture;
    console.log(
      `  ${server.location}; ${server.source}; ready in ${((server.prepareMs + server.startMs) / 1000).toFixed(1)} s`,
    );
    mix = await queryMix(`${server.url}/api/v1`, 400);
    productIds = [
      ...new Set([
        ...mix.sample.map((product) => product._id),
        ...fixture.stocked.map((product) => product.id),
        ...fixture.lastUnits.map((product) => product.id),
      ]),
    ];
    const tag = Date.now().toString(36);
    const conns = Array.from({ length: CONNECTIONS }, (_, index) => ({
      index,
      tag,
      receipts: 0,
      agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      customers: [],
    }));
    await Promise.all(
      conns.map(async (conn) => {
        for (let c = 0; c < CUSTOMERS; c += 1) conn.customers.push(await signUp(conn, tag, c));
      }),
    );
    console.log(
      `  ${CONNECTIONS * CUSTOMERS} customers signed up; ${fixture.stocked.length} well-stocked products, ${WAVES} waves of a last-units product (${fixture.lastUnits[0].stock} units) and a coupon of ${fixture.rushCoupons[0].usageLimit} uses`,
    );

    runStart = performance.now();
    measured = { from: runStart + WARMUP * 1000, to: runStart + (WARMUP + DURATION) * 1000 };
    runEnd = measured.to;
    await Promise.all(conns.map((conn) => connection(conn)));
    const drained = performance.now();
    for (const conn of conns) conn.agent.destroy();

    console.log(
      `\n  ${'request kind'.padEnd(24)}${'count'.padStart(8)}${'req/s'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}${'refused'.padStart(8)}${'errors'.padStart(7)}   (ms)`,
    );
    let failed = false;
    for (const kind of KINDS) console.log(row(kind, summary([kind])));
    console.log('');
    for (const group of GROUPS) {
      const s = summary(group.kinds);
      const target = group.p99[databaseUrl ? 'postgres' : 'pglite'];
      const met = s.p99 <= target;
      if (!met) failed = true;
      console.log(row(group.name, s, `   p99 ≤ ${target} ms ${met ? 'met' : 'NOT MET'}`));
    }
    const total = summary(KINDS);
    console.log(row('all requests', total));
    console.log(
      `\n  checkouts: ${checkouts.paid} paid (${checkouts.paidTwice} of them paid twice, the second payment refused; ${checkouts.retried} after a retry of Pay Now that reused the pending order), ${checkouts.abandoned} abandoned unpaid, ${checkouts.left} left before paying, ${checkouts.refused} refused`,
    );
    console.log(
      `  correct refusals: ${refusals.size ? [...refusals].map(([key, n]) => `${key} × ${n}`).join('; ') : 'none'}`,
    );
    console.log(
      `  the last requests finished ${((drained - runEnd) / 1000).toFixed(1)} s after the end`,
    );
    if (total.errors) {
      failed = true;
      console.log(`  ${total.errors} ERRORS, the first ones:`);
      for (const line of errorLog.slice(0, 15)) console.log(`    ${line}`);
    } else console.log('  no errors');

    // The load has stopped: the server stops too, then the database is checked.
    const checked = new Promise((resolve, reject) => {
      server.child.on('message', (message) => {
        if (message.type === 'checked') resolve(message);
      });
      server.child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    server.child.send({ type: 'check', given: [...given], verified: [...verified] });
    const report = await checked;
    console.log('\n  Database integrity, with the server stopped:');
    const width = Math.max(...report.figures.map(([label]) => label.length));
    for (const [label, value] of report.figures) {
      console.log(
        `    ${label.padEnd(width)}  ${typeof value === 'number' ? thousands(value) : value}`,
      );
    }
    if (report.problems.length) {
      failed = true;
      console.log(`  ${report.problems.length} INTEGRITY PROBLEMS:`);
      for (const line of report.problems) console.log(`    ${line}`);
    } else console.log('  integrity: no lost or duplicated orders, stock or coupon uses');
    return failed;
  } finally {
    await stop();
  }
}

// Bounded however it is run: the server stops with the driver (SIGTERM, SIGINT or too long).
const LIMIT_S = WARMUP + DURATION + 180;
const abort = (why) => {
  console.error(`\nMixed load: FAILED (${why})`);
  const stopping = serverStop ? serverStop() : Promise.resolve();
  stopping.finally(() => process.exit(1));
};
setTimeout(() => abort(`still running after ${LIMIT_S} s`), LIMIT_S * 1000).unref();
process.once('SIGTERM', () => abort('SIGTERM'));
process.once('SIGINT', () => abort('SIGINT'));

let failed = true;
try {
  failed = await main();
} catch (error) {
  console.error(error);
}
console.log(failed ? '\nMixed load: FAILED' : '\nMixed load: passed');
process.exit(failed ? 1 : 0);
