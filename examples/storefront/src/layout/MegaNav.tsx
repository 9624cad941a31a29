import { contentMessages, MENU_ITEMS_PER_LEVEL, type MenuCategory } from '@storefront-kit/core';
import { MegaMenu, useBrands, useMenu, useSolutions, useTranslator } from '@storefront-kit/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../components/Icon';
import { listingHref } from '../components/listingHref';
import { siteText } from '../siteMessages';
import styles from './MainNav.module.css';

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
    <MegaMenu.Trigger className={styles.trigger} data-nav-value={value}>
      {children}
      <Icon name="chevronDown" size={16} className={styles.chevron} />
    </MegaMenu.Trigger>
  );
}

/** One category section: 2 subcategories, 2 sub-subcategories each, View More, View All. */
function CategorySection({ category }: { category: MenuCategory }) {
  const t = useTranslator(contentMessages);
  const categoryHref = listingHref({ category: category.name });
  const subcategories = category.subcategories;
  return (
    <li className={styles.section}>
      <MenuLink to={categoryHref} className={styles.sectionTitle}>
        {category.name}
      </MenuLink>
      {subcategories.length === 0 ? (
        <p className={styles.muted}>{t('menu.noItems')}</p>
      ) : (
        <ul className={styles.subList}>
          {subcategories.slice(0, MENU_ITEMS_PER_LEVEL).map((sub) => {
            const subHref = listingHref({ category: category.name, subcategory: sub.name });
            const leaves = sub.subsubcategories ?? [];
            return (
              <li key={sub._id ?? sub.name}>
                <MenuLink to={subHref} className={styles.subLink}>
                  {sub.name}
                </MenuLink>
                {leaves.length > 0 && (
                  <ul className={styles.leafList}>
                    {leaves.slice(0, MENU_ITEMS_PER_LEVEL).map((leaf) => (
                      <li key={leaf._id ?? leaf.name}>
                        <MenuLink
                          to={listingHref({
                            category: category.name,
                            subcategory: sub.name,
                            subsubcategory: leaf.name,
                          })}
                          className={styles.leafLink}
                        >
                          {leaf.name}
                        </MenuLink>
                      </li>
                    ))}
                    {leaves.length > MENU_ITEMS_PER_LEVEL && (
                      <li>
                        <MenuLink to={subHref} className={styles.more}>
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
              <MenuLink to={categoryHref} className={styles.more}>
                {t('menu.viewMore')}
              </MenuLink>
            </li>
          )}
        </ul>
      )}
      <MenuLink to={categoryHref} className={styles.viewAll}>
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
    <MegaMenu.Content className={`${styles.panel} ${styles.wide}`}>
      {loading ? (
        <p className={styles.muted}>{t('menu.loadingCategories')}</p>
      ) : categories.length === 0 ? (
        <p className={styles.muted}>{t('menu.noCategories')}</p>
      ) : (
        <ul className={styles.sections}>
          {categories.map((category) => (
            <CategorySection key={category._id ?? category.name} category={category} />
          ))}
        </ul>
      )}
      <MenuLink to="/products" className={`button button-small ${styles.panelAction}`}>
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
    <MegaMenu.Content className={styles.panel}>
      {!brands.data && brands.status !== 'error' ? (
        <p className={styles.muted}>{siteText('nav.loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{siteText('nav.noBrands')}</p>
      ) : (
        <ul className={styles.columns}>
          {list.slice(0, PANEL_LIST_SIZE).map((brand) => (
            <li key={brand.id}>
              <MenuLink to={listingHref({ brand: brand.title })} className={styles.subLink}>
                {brand.title}
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
      <MenuLink to="/brands" className={`button button-small ${styles.panelAction}`}>
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
    <MegaMenu.Content className={styles.panel}>
      {!solutions.data && solutions.status !== 'error' ? (
        <p className={styles.muted}>{siteText('nav.loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{siteText('nav.noSolutions')}</p>
      ) : (
        <ul className={styles.columns}>
          {list.slice(0, PANEL_LIST_SIZE).map((solution) => (
            <li key={solution.id}>
              <MenuLink
                to={listingHref({ type: 'solution', solution: solution.title })}
                className={styles.subLink}
              >
                {solution.title}
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.panelActions}>
        <MenuLink
          to={listingHref({ type: 'solution' })}
          className={`button button-small ${styles.panelAction}`}
        >
          {t('menu.viewAll')}
        </MenuLink>
        <MenuLink
          to="/solutions"
          className={`button button-small button-secondary ${styles.panelAction}`}
        >
          {siteText('nav.allSolutions')}
        </MenuLink>
      </div>
    </MegaMenu.Content>
  );
}

function AboutPanel() {
  return (
    <MegaMenu.Content className={styles.panel}>
      <ul className={styles.plainList}>
        <li>
          <MenuLink to="/about" className={styles.subLink}>
            {siteText('nav.aboutCompany')}
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/product-categories" className={styles.subLink}>
            {siteText('nav.categories')}
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/seller" className={styles.subLink}>
            {siteText('nav.seller')}
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/contact" className={styles.subLink}>
            {siteText('nav.contact')}
          </MenuLink>
        </li>
      </ul>
    </MegaMenu.Content>
  );
}

function HelpPanel() {
  const t = useTranslator(contentMessages);
  return (
    <MegaMenu.Content className={styles.panel}>
      <div className={styles.helpColumns}>
        <div>
          <p className={styles.sectionTitle}>{siteText('nav.forBuyers')}</p>
          <ul className={styles.plainList}>
            <li>
              <MenuLink to="/dispute" className={styles.subLink}>
                {t('menu.openDispute')}
              </MenuLink>
            </li>
            <li>
              <MenuLink to="/report-ipr" className={styles.subLink}>
                {t('menu.reportIpr')}
              </MenuLink>
            </li>
            <li>
              <MenuLink to="/report-abuse" className={styles.subLink}>
                {t('menu.reportAbuse')}
              </MenuLink>
            </li>
          </ul>
        </div>
        <div>
          <p className={styles.sectionTitle}>{siteText('nav.forSuppliers')}</p>
          <ul className={styles.plainList}>
            <li>
              <MenuLink to="/seller" className={styles.subLink}>
                {siteText('nav.seller')}
              </MenuLink>
            </li>
            <li>
              <MenuLink to="/help" className={styles.subLink}>
                {siteText('nav.helpCenter')}
              </MenuLink>
            </li>
          </ul>
        </div>
      </div>
      <MenuLink to="/contact" className={`button button-small ${styles.panelAction}`}>
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
      className={styles.nav}
      aria-label={siteText('nav.label')}
      navigationKey={`${location.pathname}${location.search}`}
    >
      <MegaMenu.List className={`container ${styles.list}`}>
        <MegaMenu.Item value="products" className={styles.item}>
          <Trigger value="products">{siteText('nav.products')}</Trigger>
          <ProductsPanel />
        </MegaMenu.Item>
        <MegaMenu.Item value="brands" className={styles.item}>
          <Trigger value="brands">{siteText('nav.brands')}</Trigger>
          <BrandsPanel />
        </MegaMenu.Item>
        <MegaMenu.Item value="solutions" className={styles.item}>
          <Trigger value="solutions">{siteText('nav.solutions')}</Trigger>
          <SolutionsPanel />
        </MegaMenu.Item>
        <li className={styles.item}>
          <MegaMenu.Link asChild className={styles.trigger}>
            <Link to="/deals" data-nav-value="deals">
              {siteText('nav.deals')}
            </Link>
          </MegaMenu.Link>
        </li>
        <MegaMenu.Item value="about" className={styles.item}>
          <Trigger value="about">{siteText('nav.about')}</Trigger>
          <AboutPanel />
        </MegaMenu.Item>
        <MegaMenu.Item value="help" className={styles.item}>
          <Trigger value="help">{siteText('nav.help')}</Trigger>
          <HelpPanel />
        </MegaMenu.Item>
      </MegaMenu.List>
    </MegaMenu.Root>
  );
}
