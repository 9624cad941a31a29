import { contentMessages, MENU_ITEMS_PER_LEVEL, type MenuCategory } from '@storefront-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MegaMenu } from './MegaMenu';

const t = contentMessages;
const link = (params: Record<string, string>) => `/products?${new URLSearchParams(params)}`;

const MENU: MenuCategory[] = [
  {
    name: 'Sensors',
    subcategories: [
      {
        name: 'Proximity Sensors',
        subsubcategories: [{ name: 'Inductive' }, { name: 'Capacitive' }, { name: 'Magnetic' }],
      },
      { name: 'Photoelectric Sensors', subsubcategories: [{ name: 'Diffuse' }] },
      { name: 'Pressure Sensors', subsubcategories: [] },
    ],
  },
  {
    name: 'PLC',
    subcategories: [{ name: 'Compact PLC', subsubcategories: [{ name: 'Starter kits' }] }],
  },
  { name: 'Relays', subcategories: [] },
];

const panelStyle = {
  background: '#fff',
  border: '1px solid #d1d5db',
  padding: 12,
  minWidth: 280,
  zIndex: 10,
} as const;

function CategoryPanel({ state }: { state: DemoProps['state'] }) {
  if (state === 'loading') return <p>{t['menu.loadingCategories']}</p>;
  const menu = state === 'empty' ? [] : MENU;
  if (!menu.length) return <p>{t['menu.noCategories']}</p>;
  return (
    <div style={{ display: 'flex', gap: 24 }}>
      {menu.map((category) => (
        <section key={category.name}>
          <h3>{category.name}</h3>
          {category.subcategories.length === 0 ? (
            <p>{t['menu.noItems']}</p>
          ) : (
            <ul>
              {category.subcategories.slice(0, MENU_ITEMS_PER_LEVEL).map((sub) => (
                <li key={sub.name}>
                  <MegaMenu.Link href={link({ subcategory: sub.name })}>{sub.name}</MegaMenu.Link>
                  <ul>
                    {(sub.subsubcategories ?? []).slice(0, MENU_ITEMS_PER_LEVEL).map((leaf) => (
                      <li key={leaf.name}>
                        <MegaMenu.Link href={link({ subsubcategory: leaf.name })}>
                          {leaf.name}
                        </MegaMenu.Link>
                      </li>
                    ))}
                  </ul>
                  {(sub.subsubcategories?.length ?? 0) > MENU_ITEMS_PER_LEVEL && (
                    <MegaMenu.Link href={link({ subcategory: sub.name })}>
                      {t['menu.viewMore']}
                    </MegaMenu.Link>
                  )}
                </li>
              ))}
            </ul>
          )}
          {category.subcategories.length > MENU_ITEMS_PER_LEVEL && (
            <MegaMenu.Link href={link({ category: category.name })}>
              {t['menu.viewMore']}
            </MegaMenu.Link>
          )}
        </section>
      ))}
    </div>
  );
}

interface DemoProps {
  /** The menu tree request: loading, answered empty, or full. */
  state: 'loading' | 'empty' | 'full';
  openDelay: number;
  closeDelay: number;
}

function HeaderNav({ state, openDelay, closeDelay }: DemoProps) {
  return (
    <MegaMenu.Root
      aria-label="Main"
      openDelay={openDelay}
      closeDelay={closeDelay}
      style={{ fontFamily: 'sans-serif' }}
    >
      <MegaMenu.List style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
        <MegaMenu.Item value="products">
          <MegaMenu.Trigger>Products</MegaMenu.Trigger>
          <MegaMenu.Content style={panelStyle}>
            <CategoryPanel state={state} />
            <MegaMenu.Link href="/products">{t['menu.viewAll']}</MegaMenu.Link>
          </MegaMenu.Content>
        </MegaMenu.Item>
        <MegaMenu.Item value="brands">
          <MegaMenu.Trigger>Brands</MegaMenu.Trigger>
          <MegaMenu.Content style={panelStyle}>
            <MegaMenu.Link href={link({ brand: 'Omron' })}>Omron</MegaMenu.Link>{' '}
            <MegaMenu.Link href={link({ brand: 'Siemens' })}>Siemens</MegaMenu.Link>{' '}
            <MegaMenu.Link href="/brands">{t['menu.viewAll']}</MegaMenu.Link>
          </MegaMenu.Content>
        </MegaMenu.Item>
        <MegaMenu.Item value="solutions">
          <MegaMenu.Trigger>Solutions</MegaMenu.Trigger>
          <MegaMenu.Content style={panelStyle}>
            <MegaMenu.Link href="/products?type=solution">Machine safety</MegaMenu.Link>{' '}
            <MegaMenu.Link href="/solutions">{t['menu.viewAll']}</MegaMenu.Link>
          </MegaMenu.Content>
        </MegaMenu.Item>
        <li>
          <MegaMenu.Link href="/deals">Deals</MegaMenu.Link>
        </li>
        <MegaMenu.Item value="about">
          <MegaMenu.Trigger>About Us</MegaMenu.Trigger>
          <MegaMenu.Content style={panelStyle}>
            <MegaMenu.Link href="/about">About Us</MegaMenu.Link>{' '}
            <MegaMenu.Link href="/contact">{t['menu.contactUs']}</MegaMenu.Link>
          </MegaMenu.Content>
        </MegaMenu.Item>
        <MegaMenu.Item value="help">
          <MegaMenu.Trigger>Help Center</MegaMenu.Trigger>
          <MegaMenu.Content style={panelStyle}>
            <ul>
              <li>
                <MegaMenu.Link href="/dispute">{t['menu.openDispute']}</MegaMenu.Link>
              </li>
              <li>
                <MegaMenu.Link href="/report-ipr">{t['menu.reportIpr']}</MegaMenu.Link>
              </li>
              <li>
                <MegaMenu.Link href="/report-abuse">{t['menu.reportAbuse']}</MegaMenu.Link>
              </li>
            </ul>
            <MegaMenu.Link href="/contact">{t['menu.contactUs']}</MegaMenu.Link>
          </MegaMenu.Content>
        </MegaMenu.Item>
      </MegaMenu.List>
    </MegaMenu.Root>
  );
}

const meta = {
  title: 'Headless/MegaMenu',
  component: HeaderNav,
  args: { state: 'full', openDelay: 0, closeDelay: 150 },
} satisfies Meta<typeof HeaderNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five panels; hover opens one at a time and it closes 150 ms after the pointer leaves. */
export const Full: Story = {};
/** 'Loading categories...' while the menu tree loads. */
export const Loading: Story = { args: { state: 'loading' } };
/** 'No categories available from API' for an empty tree. */
export const Empty: Story = { args: { state: 'empty' } };
/** A short hover-intent delay before a closed menu opens. */
export const WithOpenDelay: Story = { args: { openDelay: 120 } };
