import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, chromiumForFile, settledViolations } from './dashboardFlow';
import { api, createCustomer, MOBILE, openSite, screenshot, signIn, siteUrl } from './site';

const browser = chromiumForFile();

interface Envelope<T> {
  meta: {
    status: boolean;
    message?: string | null;
    pagination?: { total_rows: number; total_pages: number };
  };
  data: T;
}
interface Product {
  id: string;
  product_name: string;
}
interface WishlistEntry {
  product: Product;
}
interface Profile {
  id: string;
  name: string;
  mobile_number: string | null;
  profile_image: string | null;
  city: string | null;
  additional_info: {
    address: { street: string | null; city: string | null; pincode: string | null } | null;
    gender: string | null;
    date_of_birth: string | null;
  } | null;
}
interface RewardSummary {
  points: number;
  lifetime_points: number;
  tier: string;
}

const site = () => siteUrl();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The signed-in page's token and user id (core's session keeps them under 'sk:'). */
async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('sk:token'),
    user: localStorage.getItem('sk:user'),
  }));
  if (!stored.token || !stored.user) throw new Error('No session in storage');
  return { token: stored.token, userId: (JSON.parse(stored.user) as { id: string }).id };
}

const serverWishlist = (token: string) =>
  apiAs<Envelope<WishlistEntry[]>>(token, '/wishlist?page_no=1&per_page=100');

/** A new customer, signed in on a fresh page (at /dashboard). */
async function signedInCustomer(name: string) {
  const customer = await createCustomer(name);
  const opened = await openSite(browser(), '/');
  await signIn(opened.page, customer.email, customer.password);
  return { ...opened, customer, ...(await sessionOf(opened.page)) };
}

/** Products of the catalogue, by id. */
async function products(count: number): Promise<Product[]> {
  const answer = await api<{ data: Product[] }>(`/products/web/list/?page_no=1&per_page=${count}`);
  if (answer.data.length < count) throw new Error(`The seed has fewer than ${count} products`);
  return answer.data;
}

const cards = (page: Page) => page.locator('main ul li article');

describe('the wishlist page', () => {
  it('shows a product added with the product page heart, and removes it', async () => {
    const { page, errors, close, token } = await signedInCustomer('Nisha Gupta');
    const [product] = await products(1);
    if (!product) throw new Error('No product');

    await page.goto(`${site()}/products/details/x/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
    await expect
      .poll(async () => (await serverWishlist(token)).data.map((entry) => entry.product.id))
      .toEqual([product.id]);

    await page.goto(`${site()}/dashboard/wishlist`);
    await page.getByRole('heading', { level: 1, name: 'My Wishlist' }).waitFor();
    const card = cards(page).filter({ hasText: product.product_name });
    await card.getByRole('heading', { level: 2, name: product.product_name }).waitFor();
    await page.getByText('1 saved product', { exact: true }).waitFor();
    const view = card.getByRole('link', { name: `View Product: ${product.product_name}` });
    const href = await view.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/products/details/[a-z0-9-]+/${product.id}$`));
    // One page only: no pagination.
    await expect(page.getByRole('navigation', { name: 'Wishlist pages' }).count()).resolves.toBe(0);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'wishlist');

    // View Product opens the product page.
    await view.click();
    await page.waitForURL(`${site()}${href}`);
    await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
    await page.goBack();

    await card
      .getByRole('button', { name: `Remove ${product.product_name} from wishlist` })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Your wishlist is empty' }).waitFor();
    await expect.poll(async () => (await serverWishlist(token)).data).toEqual([]);
    const browse = page.getByRole('main').getByRole('link', { name: 'Browse Products' });
    await expect(browse.getAttribute('href')).resolves.toBe('/products');
    expect(await settledViolations(page)).toEqual([]);
    await page.setViewportSize(MOBILE);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'wishlist-empty');
    expect(errors).toEqual([]);
    await close();
  });

  it('pages through more than 12 products with a sliding window of 5 page buttons', async () => {
    const { page, errors, close, token } = await signedInCustomer('Arjun Nair');
    // 73 products: 7 pages of 12 (the last with one), added oldest first.
    const saved = await products(73);
    for (const product of saved) {
      await apiAs(token, '/wishlist/toggle', { product: product.id });
    }
    const newestFirst = [...saved].reverse();
    expect((await serverWishlist(token)).meta.pagination?.total_rows).toBe(73);

    await page.goto(`${site()}/dashboard/wishlist`);
    const pages = page.getByRole('navigation', { name: 'Wishlist pages' });
    await pages.waitFor();
    await expect(cards(page).count()).resolves.toBe(12);
    await page.getByText('73 saved products', { exact: true }).waitFor();
    await pages.getByText('Showing 1 to 12 of 73 products').waitFor();
    const pageButtons = () =>
      pages
        .getByRole('button', { name: /^Page \d+$/ })
        .evaluateAll((buttons) => buttons.map((button) => button.textContent));
    await expect(pageButtons()).resolves.toEqual(['1', '2', '3', '4', '5']);
    await expect(pages.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await expect(
      pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await cards(page)
      .first()
      .getByText(newestFirst[0]?.product_name ?? '')
      .first()
      .waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'wishlist-pages');

    // The window slides: page 5 shows 3-7, so page 7 (beyond the first five) is reachable.
    await pages.getByRole('button', { name: 'Page 5' }).click();
    await page.waitForURL(`${site()}/dashboard/wishlist?page=5`);
    await pages.getByText('Showing 49 to 60 of 73 products').waitFor();
    await cards(page)
      .filter({ hasText: newestFirst[48]?.product_name ?? '' })
      .waitFor();
    await expect(pageButtons()).resolves.toEqual(['3', '4', '5', '6', '7']);
    await pages.getByRole('button', { name: 'Page 7' }).click();
    await pages.getByText('Showing 73 to 73 of 73 products').waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    const oldest = saved[0];
    if (!oldest) throw new Error('No product');
    await cards(page).getByRole('heading', { name: oldest.product_name }).waitFor();
    await expect(pages.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);

    // Removing the last page's only product shows the page before it.
    await page.getByRole('button', { name: `Remove ${oldest.product_name} from wishlist` }).click();
    await page.waitForURL(`${site()}/dashboard/wishlist?page=6`);
    await pages.getByText('Showing 61 to 72 of 72 products').waitFor();
    await expect.poll(() => cards(page).count()).toBe(12);
    const after = await serverWishlist(token);
    expect(after.meta.pagination?.total_rows).toBe(72);
    expect(after.data.some((entry) => entry.product.id === oldest.id)).toBe(false);

    await pages.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(`${site()}/dashboard/wishlist?page=5`);
    // Page 5's products, no longer the dimmed (aria-busy) grid of page 6 while they load: axe
    // would measure the dimmed text's contrast.
    await pages.getByText('Showing 49 to 60 of 72 products').waitFor();
    await page.locator('.wishlist-page-grid:not([aria-busy="true"])').waitFor();
    await page.setViewportSize(MOBILE);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'wishlist-pages');
    expect(errors).toEqual([]);
    await close();
  });

  it("says 'Failed to load wishlist items' and 'Failed to remove from wishlist'", async () => {
    const { page, errors, close, token } = await signedInCustomer('Farah Sheikh');
    const [product] = await products(1);
    if (!product) throw new Error('No product');
    await apiAs(token, '/wishlist/toggle', { product: product.id });

    let failList = true;
    // Only the page's grid (12 per page) fails; the hearts' list (ids) loads.
    await page.route(
      (url) => url.pathname === '/api/v1/wishlist' && url.searchParams.get('per_page') === '12',
      (route) =>
        failList
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
          : route.continue(),
    );
    await page.goto(`${site()}/dashboard/wishlist`);
    await page.getByRole('alert').filter({ hasText: 'Failed to load wishlist items' }).waitFor();
    expect(await settledViolations(page)).toEqual([]);
    failList = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    const card = cards(page).filter({ hasText: product.product_name });
    await card.waitFor();

    await page.route('**/api/v1/wishlist/toggle', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await card
      .getByRole('button', { name: `Remove ${product.product_name} from wishlist` })
      .click();
    await page.getByRole('alert').filter({ hasText: 'Failed to remove from wishlist' }).waitFor();
    // Rolled back: the product is still there, here and on the server.
    await expect(card.count()).resolves.toBe(1);
    await expect(
      card
        .getByRole('button', { name: `Remove ${product.product_name} from wishlist` })
        .isEnabled(),
    ).resolves.toBe(true);
    expect((await serverWishlist(token)).data.map((entry) => entry.product.id)).toEqual([
      product.id,
    ]);
    expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
    await close();
  });
});

describe('the profile page', () => {
  it('edits and saves the profile (the server keeps it), and Cancel restores', async () => {
    const { page, errors, close, token, userId, customer } = await signedInCustomer('Pooja Bhatt');
    await page.goto(`${site()}/dashboard/profile`);
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    const details = page.getByRole('region', { name: 'Personal Details' });
    await details.getByText(customer.email).waitFor();
    // Name and e-mail of 11 fields: 18%.
    const completion = page.getByRole('progressbar', { name: 'Profile completion' });
    await expect(completion.getAttribute('value')).resolves.toBe('18');
    const account = page.getByRole('region', { name: 'Account Information' });
    await account.getByText('Member Since').waitFor();
    await account.getByText('Last Login').waitFor();
    await account.getByText('Active', { exact: true }).waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Personal Details' });
    await expect(
      form.getByLabel('Full name').evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    // A mobile number no other account has (the server refuses a taken one).
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await form.getByLabel('Mobile number').fill(mobile);
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Date of birth').fill('1990-04-12');
    await form.getByLabel('Street address').fill('Plot 42, Sector 18');
    await form.getByLabel('City').fill('Gurugram');
    await form.getByLabel('State').fill('Haryana');
    await form.getByLabel('Pincode').fill('12201');
    await form.getByLabel('Country').fill('India');
    // The form's own rule: a 6-digit pincode, with focus on the field.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Pincode must be 6 digits').waitFor();
    await expect(
      form.getByLabel('Pincode').evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    // While editing, the completion counts the form: 10 of 11.
    await expect(completion.getAttribute('value')).resolves.toBe('91');
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'profile-edit');
    await form.getByLabel('Pincode').fill('122015');
    await form.getByRole('button', { name: 'Save' }).click();

    // Back in view mode with the new values at once, then the server's confirmation.
    await expect(form.count()).resolves.toBe(0);
    await details.getByText(mobile).waitFor();
    await details.getByText('Female', { exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Profile updated successfully' }).waitFor();
    await expect(
      page
        .getByRole('button', { name: 'Edit Profile' })
        .evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);

    const saved = (await apiAs<Envelope<Profile>>(token, `/auth/get/${userId}`)).data;
    expect(saved).toMatchObject({
      mobile_number: mobile,
      city: 'Gurugram',
      additional_info: {
        address: { street: 'Plot 42, Sector 18', city: 'Gurugram', pincode: '122015' },
        gender: 'female',
        date_of_birth: '1990-04-12',
      },
    });

    // After a reload the page shows what the server has.
    await page.reload();
    await details.getByText('Plot 42, Sector 18').waitFor();
    await details.getByText('122015').waitFor();
    await expect(completion.getAttribute('value')).resolves.toBe('91');

    // Cancel restores the saved values; nothing is sent.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await form.getByLabel('City').fill('Noida');
    await form.getByLabel('Street address').fill('');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.count()).resolves.toBe(0);
    await details.getByText('Gurugram').waitFor();
    await details.getByText('Plot 42, Sector 18').waitFor();
    await expect(details.getByText('Noida').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(form.getByLabel('City').inputValue()).resolves.toBe('Gurugram');
    await form.getByRole('button', { name: 'Cancel' }).click();
    const unchanged = (await apiAs<Envelope<Profile>>(token, `/auth/get/${userId}`)).data;
    expect(unchanged.city).toBe('Gurugram');
    expect(unchanged.additional_info?.address?.street).toBe('Plot 42, Sector 18');

    await page.setViewportSize(MOBILE);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'profile');
    expect(errors).toEqual([]);
    await close();
  });

  it('uploads a new profile picture, and refuses a wrong type or a file over 5 MB', async () => {
    const { page, errors, close, token, userId } = await signedInCustomer('Sameer Das');
    await page.goto(`${site()}/dashboard/profile`);
    const picture = page.getByLabel('Change profile picture');
    await picture.waitFor({ state: 'attached' });
    const completion = page.getByRole('progressbar', { name: 'Profile completion' });
    await expect(completion.getAttribute('value')).resolves.toBe('18');

    await picture.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please select a valid image file (JPEG, PNG, or GIF)' })
      .waitFor();

    await picture.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Image size should be less than 5MB' })
      .waitFor();
    // Nothing was saved.
    expect((await apiAs<Envelope<Profile>>(token, `/auth/get/${userId}`)).data.profile_image).toBe(
      null,
    );

    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const success = page
      .getByRole('status')
      .filter({ hasText: 'Profile picture updated successfully!' });
    await success.waitFor();
    const image = page.getByRole('img', { name: 'Profile picture of Sameer Das' });
    await image.waitFor();
    const saved = (await apiAs<Envelope<Profile>>(token, `/auth/get/${userId}`)).data;
    expect(saved.profile_image).toMatch(/\/uploads\//);
    await expect(image.getAttribute('src')).resolves.toBe(saved.profile_image);
    await expect(image.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(1);
    await expect(completion.getAttribute('value')).resolves.toBe('27');
    await expect(
      page.getByText('Please select a valid image file (JPEG, PNG, or GIF)').count(),
    ).resolves.toBe(0);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'profile-picture');
    // The message goes after 3 s.
    await success.waitFor({ state: 'detached', timeout: 5_000 });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('reward points', () => {
  it("shows the server's balance, tier, earning rules and history", async () => {
    const { page, errors, close, token } = await signedInCustomer('Lata Menon');
    const summary = (await apiAs<Envelope<RewardSummary>>(token, '/rewards/summary')).data;
    // A first sign-in today earns the daily login reward.
    expect(summary.points).toBeGreaterThanOrEqual(5);
    await page.goto(`${site()}/dashboard/rewards`);
    await page.getByRole('heading', { level: 1, name: 'Reward Points' }).waitFor();
    const balance = page.getByRole('region', { name: 'Points balance' });
    await balance.getByText(`${summary.points} points`, { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Your tier' })
      .getByText(`${summary.tier} member`)
      .waitFor();
    const rules = page.getByRole('region', { name: 'How to earn points' });
    await rules.getByText('1 point for every ₹10 you pay on an order').waitFor();
    await rules.getByText('10 points for each product review you publish').waitFor();
    await rules.getByText('5 points for signing in').waitFor();
    const history = page.getByRole('region', { name: 'Points history' });
    const row = history.getByRole('row').filter({ hasText: 'Daily login reward' });
    await row.getByText('+5').waitFor();
    await row.getByText('Daily login').first().waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'rewards');
    await page.setViewportSize(MOBILE);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'rewards');
    expect(errors).toEqual([]);
    await close();
  });

  it("pages through the demo customer's history (orders, reviews, logins)", async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, 'demo@storefront-kit.dev', 'Demo@12345');
    const { token } = await sessionOf(page);
    const summary = (await apiAs<Envelope<RewardSummary>>(token, '/rewards/summary')).data;
    const second = await apiAs<Envelope<{ description: string; points: number }[]>>(
      token,
      '/rewards/transactions?page_no=2&per_page=5',
    );
    const total = second.meta.pagination?.total_rows ?? 0;
    // The seed gives the demo customer paid orders and reviews: more than one page of 5.
    expect(total).toBeGreaterThan(5);

    await page.goto(`${site()}/dashboard/rewards`);
    await page
      .getByRole('region', { name: 'Points balance' })
      .getByText(`${new Intl.NumberFormat('en-IN').format(summary.points)} points`, {
        exact: true,
      })
      .waitFor();
    await page
      .getByRole('region', { name: 'Your tier' })
      .getByText(`${summary.tier} member`)
      .waitFor();
    const history = page.getByRole('region', { name: 'Points history' });
    const pages = history.getByRole('navigation', { name: 'Points history pages' });
    await pages.getByText(`Showing 1 to 5 of ${total} transactions`).waitFor();
    await expect(history.locator('tbody tr').count()).resolves.toBe(5);

    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${site()}/dashboard/rewards?page=2`);
    await pages.getByText(`Showing 6 to ${Math.min(10, total)} of ${total} transactions`).waitFor();
    const descriptions = await history
      .locator('tbody tr td:nth-child(2)')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent));
    expect(descriptions).toEqual(second.data.map((item) => item.description));
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'rewards-history');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the sample pages', () => {
  for (const { path, title, loading, item } of [
    {
      path: 'services',
      title: 'Services',
      loading: 'Loading services…',
      item: 'Servo drive tuning',
    },
    {
      path: 'consultancy',
      title: 'Consultancy',
      loading: 'Loading consultancy projects…',
      item: 'Legacy PLC migration',
    },
  ]) {
    it(`${title}: loading, then the sample data with its notice and a working search`, async () => {
      const { page, errors, close } = await signedInCustomer('Gaurav Sethi');
      // The loading state lasts the spec's second: recorded by the page itself as it shows
      // (a visible status with the text, and no list yet), since on a busy machine the test's
      // own polls can land after it.
      await page.addInitScript((text) => {
        const record = window as unknown as { loadingSeen?: boolean };
        new MutationObserver(() => {
          if (record.loadingSeen) return;
          const shown = [...document.querySelectorAll('[role="status"], output')].some(
            (status) => status.textContent?.includes(text) && status.checkVisibility(),
          );
          if (shown && !document.querySelector('main ul, main ol')) record.loadingSeen = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, loading);
      await page.goto(`${site()}/dashboard/${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('heading', { level: 2, name: item }).waitFor();
      await expect(
        page.evaluate(() => (window as unknown as { loadingSeen?: boolean }).loadingSeen),
      ).resolves.toBe(true);
      await expect(page.getByText(loading).count()).resolves.toBe(0);
      const notice = page.getByRole('complementary', { name: 'Sample data' });
      await notice.getByText('not records of your account').waitFor();
      // No buttons that pretend to add, view, edit or delete anything.
      await expect(
        page
          .getByRole('main')
          .getByRole('button', { name: /^(Add|View|Edit|Delete)\b/ })
          .count(),
      ).resolves.toBe(0);
      expect(await settledViolations(page)).toEqual([]);
      await screenshot(page, path);

      const search = page.getByRole('searchbox', { name: 'Search', exact: true });
      await search.fill(item.split(' ')[0] ?? '');
      await expect(page.getByRole('main').getByRole('listitem').count()).resolves.toBe(1);
      await search.fill('zzz');
      await page.getByText('Nothing matches “zzz”.').waitFor();
      await search.fill('');
      await page.setViewportSize(MOBILE);
      expect(await settledViolations(page)).toEqual([]);
      await screenshot(page, path);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
