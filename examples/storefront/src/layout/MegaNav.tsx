import { contentMessages, MENU_ITEMS_PER_LEVEL, type MenuCategory } from '@storefront-kit/core';
import {
  MegaMenu,
  type UseQueryResult,
  useBrands,
  useMenu,
  useSolutions,
  useTranslator,
} from '@storefront-kit/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../components/Icon';
import { listingHref } from '../components/listingHref';
import { menuText } from './menuCopy';
import './MainNav.css';

/** How many brands and solutions the panels list before View All. */
const PANEL_LIST_SIZE = 12;

function MenuLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <MegaMenu.Link asChild className={className}>
      <Link to={to}>{children}</Link>
    </MegaMenu.Link>
  );
}

/** A bar item whose trigger (`label` and a chevron) opens its panel (`children`). */
function NavItem({
  value,
  label,
  children,
}: {
  value: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <MegaMenu.Item value={value} className="main-nav-item">
      <MegaMenu.Trigger className="main-nav-trigger" data-nav-value={value}>
        {label}
        <Icon name="chevronDown" size={16} className="main-nav-chevron" />
      </MegaMenu.Trigger>
      {children}
    </MegaMenu.Item>
  );
}

/** 'View More' at the end of a list cut to its first items. */
function ViewMore({ to }: { to: string }) {
  const t = useTranslator(contentMessages);
  return (
    <li>
      <MenuLink to={to} className="main-nav-more">
        {t('menu.viewMore')}
      </MenuLink>
    </li>
  );
}

/** One category section: 2 subcategories, 2 sub-subcategories each, View More, View All. */
function CategorySection({ category }: { category: MenuCategory }) {
  const t = useTranslator(contentMessages);
  const categoryHref = listingHref({ category: category.name });
  const subcategories = category.subcategories;
  return (
    <li className="main-nav-section">
      <MenuLink to={categoryHref} className="main-nav-section-title">
        {category.name}
      </MenuLink>
      {subcategories.length === 0 ? (
        <p className="main-nav-muted">{t('menu.noItems')}</p>
      ) : (
        <ul className="main-nav-sub-list">
          {subcategories.slice(0, MENU_ITEMS_PER_LEVEL).map((sub) => {
            const subHref = listingHref({ category: category.name, subcategory: sub.name });
            const leaves = sub.subsubcategories ?? [];
            return (
              <li key={sub._id ?? sub.name}>
                <MenuLink to={subHref} className="main-nav-sub-link">
                  {sub.name}
                </MenuLink>
                {leaves.length > 0 && (
                  <ul className="main-nav-leaf-list">
                    {leaves.slice(0, MENU_ITEMS_PER_LEVEL).map((leaf) => (
                      <li key={leaf._id ?? leaf.name}>
                        <MenuLink
                          to={listingHref({
                            category: category.name,
                            subcategory: sub.name,
                            subsubcategory: leaf.name,
                          })}
                          className="main-nav-leaf-link"
                        >
                          {leaf.name}
                        </MenuLink>
                      </li>
                    ))}
                    {leaves.length > MENU_ITEMS_PER_LEVEL && <ViewMore to={subHref} />}
                  </ul>
                )}
              </li>
            );
          })}
          {subcategories.length > MENU_ITEMS_PER_LEVEL && <ViewMore to={categoryHref} />}
        </ul>
      )}
      <MenuLink to={categoryHref} className="main-nav-view-all">
        {t('menu.viewAll')}
      </MenuLink>
    </li>
  );
}

/** The panel's main button-styled link (View All, Contact Us). */
function PanelAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <MenuLink to={to} className="button button-small main-nav-panel-action">
      {children}
    </MenuLink>
  );
}

/**
 * The panel's actions in a bar that stays at the bottom of the panel while its lists scroll, so
 * View All is in sight however long the lists are.
 */
function PanelFooter({ children }: { children: ReactNode }) {
  return <div className="main-nav-panel-footer">{children}</div>;
}

function ProductsPanel() {
  const t = useTranslator(contentMessages);
  const menu = useMenu();
  const categories = menu.data ?? [];
  const loading = (menu.status === 'idle' || menu.status === 'loading') && !menu.data;
  return (
    <MegaMenu.Content className="main-nav-panel main-nav-wide">
      {loading ? (
        <p className="main-nav-muted">{t('menu.loadingCategories')}</p>
      ) : categories.length === 0 ? (
        <p className="main-nav-muted">{t('menu.noCategories')}</p>
      ) : (
        <ul className="main-nav-sections">
          {categories.map((category) => (
            <CategorySection key={category._id ?? category.name} category={category} />
          ))}
        </ul>
      )}
      <PanelFooter>
        <PanelAction to="/products">{t('menu.viewAll')}</PanelAction>
      </PanelFooter>
    </MegaMenu.Content>
  );
}

/** A list of links, one per item (`[path, text, key]`; the key defaults to the path). */
function LinkList({
  links,
  className = 'main-nav-plain-list',
}: {
  links: readonly (readonly [to: string, text: string, key?: string])[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map(([to, text, key = to]) => (
        <li key={key}>
          <MenuLink to={to} className="main-nav-sub-link">
            {text}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A panel of the first 12 brands or solutions as listing links in columns ('Loading...' until
 * they come, `empty` when there are none), then its actions.
 */
function ListingPanel({
  result,
  empty,
  href,
  children,
}: {
  result: UseQueryResult<readonly { id: string; title: string }[]>;
  empty: string;
  href(title: string): string;
  children: ReactNode;
}) {
  const list = result.data ?? [];
  return (
    <MegaMenu.Content className="main-nav-panel">
      {!result.data && result.status !== 'error' ? (
        <p className="main-nav-muted">{menuText('nav.loading')}</p>
      ) : list.length === 0 ? (
        <p className="main-nav-muted">{empty}</p>
      ) : (
        <LinkList
          className="main-nav-columns"
          links={list.slice(0, PANEL_LIST_SIZE).map(({ id, title }) => [href(title), title, id])}
        />
      )}
      {children}
    </MegaMenu.Content>
  );
}

function BrandsPanel() {
  const t = useTranslator(contentMessages);
  const brands = useBrands();
  return (
    <ListingPanel
      result={brands}
      empty={menuText('nav.noBrands')}
      href={(brand) => listingHref({ brand })}
    >
      <PanelFooter>
        <PanelAction to="/brands">{t('menu.viewAll')}</PanelAction>
      </PanelFooter>
    </ListingPanel>
  );
}

function SolutionsPanel() {
  const t = useTranslator(contentMessages);
  const solutions = useSolutions();
  return (
    <ListingPanel
      result={solutions}
      empty={menuText('nav.noSolutions')}
      href={(solution) => listingHref({ type: 'solution', solution })}
    >
      <PanelFooter>
        <PanelAction to={listingHref({ type: 'solution' })}>{t('menu.viewAll')}</PanelAction>
        <MenuLink
          to="/solutions"
          className="button button-small button-secondary main-nav-panel-action"
        >
          {menuText('nav.allSolutions')}
        </MenuLink>
      </PanelFooter>
    </ListingPanel>
  );
}

function AboutPanel() {
  return (
    <MegaMenu.Content className="main-nav-panel">
      <LinkList
        links={[
          ['/about', menuText('nav.aboutCompany')],
          ['/product-categories', menuText('nav.categories')],
          ['/seller', menuText('nav.seller')],
          ['/contact', menuText('nav.contact')],
        ]}
      />
    </MegaMenu.Content>
  );
}

function HelpPanel() {
  const t = useTranslator(contentMessages);
  return (
    <MegaMenu.Content className="main-nav-panel">
      <div className="main-nav-help-columns">
        <div>
          <p className="main-nav-section-title">{menuText('nav.forBuyers')}</p>
          <LinkList
            links={[
              ['/dispute', t('menu.openDispute')],
              ['/report-ipr', t('menu.reportIpr')],
              ['/report-abuse', t('menu.reportAbuse')],
            ]}
          />
        </div>
        <div>
          <p className="main-nav-section-title">{menuText('nav.forSuppliers')}</p>
          <LinkList
            links={[
              ['/seller', menuText('nav.seller')],
              ['/help', menuText('nav.helpCenter')],
            ]}
          />
        </div>
      </div>
      <PanelFooter>
        <PanelAction to="/contact">{t('menu.contactUs')}</PanelAction>
      </PanelFooter>
    </MegaMenu.Content>
  );
}

/**
 * The interactive nav bar (spec 1 §2): Products, Brands, Solutions, About Us and Help Center
 * open mega-menu panels on hover (closing 150 ms after the pointer leaves) or from the keyboard;
 * Deals is a link. Following a link, or any navigation, closes the menu. Loaded after the first
 * paint by `MainNav`, which shows the same bar as plain links until then; `focusValue` gives
 * the focus back to the trigger whose link had it. An opening panel is given the height left
 * between the bar and the bottom of the window (`--main-nav-room`), and scrolls within it.
 */
export function MegaNav({ focusValue }: { focusValue?: string | null }) {
  const location = useLocation();
  const rootRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount (the hand-over).
  useEffect(() => {
    if (focusValue) {
      rootRef.current?.querySelector<HTMLElement>(`[data-nav-value="${focusValue}"]`)?.focus();
    }
  }, []);
  const fitPanel = (open: string | null) => {
    const root = rootRef.current;
    if (!open || !root) return;
    // Below the bar: the panel's offset (8 px) and a margin of 12 px above the window's edge.
    const room = Math.floor(window.innerHeight - root.getBoundingClientRect().bottom - 20);
    root.style.setProperty('--main-nav-room', `${room}px`);
  };
  return (
    <MegaMenu.Root
      ref={rootRef}
      className="main-nav-nav"
      aria-label={menuText('nav.label')}
      navigationKey={`${location.pathname}${location.search}`}
      onValueChange={fitPanel}
    >
      <MegaMenu.List className="container main-nav-list">
        <NavItem value="products" label={menuText('nav.products')}>
          <ProductsPanel />
        </NavItem>
        <NavItem value="brands" label={menuText('nav.brands')}>
          <BrandsPanel />
        </NavItem>
        <NavItem value="solutions" label={menuText('nav.solutions')}>
          <SolutionsPanel />
        </NavItem>
        <li className="main-nav-item">
          <MegaMenu.Link asChild className="main-nav-trigger">
            <Link to="/deals" data-nav-value="deals">
              {menuText('nav.deals')}
            </Link>
          </MegaMenu.Link>
        </li>
        <NavItem value="about" label={menuText('nav.about')}>
          <AboutPanel />
        </NavItem>
        <NavItem value="help" label={menuText('nav.help')}>
          <HelpPanel />
        </NavItem>
      </MegaMenu.List>
    </MegaMenu.Root>
  );
}
