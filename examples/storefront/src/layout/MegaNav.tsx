import { contentMessages, MENU_ITEMS_PER_LEVEL, type MenuCategory } from '@storefront-kit/core';
import { MegaMenu, useBrands, useMenu, useSolutions, useTranslator } from '@storefront-kit/react';
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

function Trigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <MegaMenu.Trigger className="main-nav-trigger" data-nav-value={value}>
      {children}
      <Icon name="chevronDown" size={16} className="main-nav-chevron" />
    </MegaMenu.Trigger>
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
                    {leaves.length > MENU_ITEMS_PER_LEVEL && (
                      <li>
                        <MenuLink to={subHref} className="main-nav-more">
                          {t('menu.viewMore')}
                        </MenuLink>
                      </li>
                    )}
                  </ul>
                )}
              </li>
            );
          })}
          {subcategories.length > MENU_ITEMS_PER_LEVEL && (
            <li>
              <MenuLink to={categoryHref} className="main-nav-more">
                {t('menu.viewMore')}
              </MenuLink>
            </li>
          )}
        </ul>
      )}
      <MenuLink to={categoryHref} className="main-nav-view-all">
        {t('menu.viewAll')}
      </MenuLink>
    </li>
  );
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
      <MenuLink to="/products" className="button button-small main-nav-panel-action">
        {t('menu.viewAll')}
      </MenuLink>
    </MegaMenu.Content>
  );
}

function BrandsPanel() {
  const t = useTranslator(contentMessages);
  const brands = useBrands();
  const list = brands.data ?? [];
  return (
    <MegaMenu.Content className="main-nav-panel">
      {!brands.data && brands.status !== 'error' ? (
        <p className="main-nav-muted">{menuText('nav.loading')}</p>
      ) : list.length === 0 ? (
        <p className="main-nav-muted">{menuText('nav.noBrands')}</p>
      ) : (
        <ul className="main-nav-columns">
          {list.slice(0, PANEL_LIST_SIZE).map((brand) => (
            <li key={brand.id}>
              <MenuLink to={listingHref({ brand: brand.title })} className="main-nav-sub-link">
                {brand.title}
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
      <MenuLink to="/brands" className="button button-small main-nav-panel-action">
        {t('menu.viewAll')}
      </MenuLink>
    </MegaMenu.Content>
  );
}

function SolutionsPanel() {
  const t = useTranslator(contentMessages);
  const solutions = useSolutions();
  const list = solutions.data ?? [];
  return (
    <MegaMenu.Content className="main-nav-panel">
      {!solutions.data && solutions.status !== 'error' ? (
        <p className="main-nav-muted">{menuText('nav.loading')}</p>
      ) : list.length === 0 ? (
        <p className="main-nav-muted">{menuText('nav.noSolutions')}</p>
      ) : (
        <ul className="main-nav-columns">
          {list.slice(0, PANEL_LIST_SIZE).map((solution) => (
            <li key={solution.id}>
              <MenuLink
                to={listingHref({ type: 'solution', solution: solution.title })}
                className="main-nav-sub-link"
              >
                {solution.title}
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
      <div className="main-nav-panel-actions">
        <MenuLink
          to={listingHref({ type: 'solution' })}
          className="button button-small main-nav-panel-action"
        >
          {t('menu.viewAll')}
        </MenuLink>
        <MenuLink
          to="/solutions"
          className="button button-small button-secondary main-nav-panel-action"
        >
          {menuText('nav.allSolutions')}
        </MenuLink>
      </div>
    </MegaMenu.Content>
  );
}

function AboutPanel() {
  return (
    <MegaMenu.Content className="main-nav-panel">
      <ul className="main-nav-plain-list">
        <li>
          <MenuLink to="/about" className="main-nav-sub-link">
            {menuText('nav.aboutCompany')}
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/product-categories" className="main-nav-sub-link">
            {menuText('nav.categories')}
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/seller" className="main-nav-sub-link">
            {menuText('nav.seller')}
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/contact" className="main-nav-sub-link">
            {menuText('nav.contact')}
          </MenuLink>
        </li>
      </ul>
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
          <ul className="main-nav-plain-list">
            <li>
              <MenuLink to="/dispute" className="main-nav-sub-link">
                {t('menu.openDispute')}
              </MenuLink>
            </li>
            <li>
              <MenuLink to="/report-ipr" className="main-nav-sub-link">
                {t('menu.reportIpr')}
              </MenuLink>
            </li>
            <li>
              <MenuLink to="/report-abuse" className="main-nav-sub-link">
                {t('menu.reportAbuse')}
              </MenuLink>
            </li>
          </ul>
        </div>
        <div>
          <p className="main-nav-section-title">{menuText('nav.forSuppliers')}</p>
          <ul className="main-nav-plain-list">
            <li>
              <MenuLink to="/seller" className="main-nav-sub-link">
                {menuText('nav.seller')}
              </MenuLink>
            </li>
            <li>
              <MenuLink to="/help" className="main-nav-sub-link">
                {menuText('nav.helpCenter')}
              </MenuLink>
            </li>
          </ul>
        </div>
      </div>
      <MenuLink to="/contact" className="button button-small main-nav-panel-action">
        {t('menu.contactUs')}
      </MenuLink>
    </MegaMenu.Content>
  );
}

/**
 * The interactive nav bar (spec 1 §2): Products, Brands, Solutions, About Us and Help Center
 * open mega-menu panels on hover (closing 150 ms after the pointer leaves) or from the keyboard;
 * Deals is a link. Following a link, or any navigation, closes the menu. Loaded after the first
 * paint by `MainNav`, which shows the same bar as plain links until then; `focusValue` gives
 * the focus back to the trigger whose link had it.
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
  return (
    <MegaMenu.Root
      ref={rootRef}
      className="main-nav-nav"
      aria-label={menuText('nav.label')}
      navigationKey={`${location.pathname}${location.search}`}
    >
      <MegaMenu.List className="container main-nav-list">
        <MegaMenu.Item value="products" className="main-nav-item">
          <Trigger value="products">{menuText('nav.products')}</Trigger>
          <ProductsPanel />
        </MegaMenu.Item>
        <MegaMenu.Item value="brands" className="main-nav-item">
          <Trigger value="brands">{menuText('nav.brands')}</Trigger>
          <BrandsPanel />
        </MegaMenu.Item>
        <MegaMenu.Item value="solutions" className="main-nav-item">
          <Trigger value="solutions">{menuText('nav.solutions')}</Trigger>
          <SolutionsPanel />
        </MegaMenu.Item>
        <li className="main-nav-item">
          <MegaMenu.Link asChild className="main-nav-trigger">
            <Link to="/deals" data-nav-value="deals">
              {menuText('nav.deals')}
            </Link>
          </MegaMenu.Link>
        </li>
        <MegaMenu.Item value="about" className="main-nav-item">
          <Trigger value="about">{menuText('nav.about')}</Trigger>
          <AboutPanel />
        </MegaMenu.Item>
        <MegaMenu.Item value="help" className="main-nav-item">
          <Trigger value="help">{menuText('nav.help')}</Trigger>
          <HelpPanel />
        </MegaMenu.Item>
      </MegaMenu.List>
    </MegaMenu.Root>
  );
}
