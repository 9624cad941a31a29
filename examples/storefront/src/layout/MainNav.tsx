import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../components/Icon';
import { useMediaQuery } from '../components/useMediaQuery';
import { whenIdle } from '../components/whenIdle';
import { type SiteMessageId, siteText } from '../siteMessages';
import './MainNav.css';

// The mega menu (its panels, their data, the positioning library) is not needed for the first
// paint: it loads when the browser is idle after it, or at once when the pointer or focus
// reaches the bar.
const loadMegaNav = () => import('./MegaNav');

type MegaNavComponent = ComponentType<{ focusValue?: string | null }>;

/** Where each section's trigger leads while the menu is not loaded (its own page). */
const SECTIONS: readonly [value: string, to: string, label: SiteMessageId, panel: boolean][] = [
  ['products', '/products', 'nav.products', true],
  ['brands', '/brands', 'nav.brands', true],
  ['solutions', '/solutions', 'nav.solutions', true],
  ['deals', '/deals', 'nav.deals', false],
  ['about', '/about', 'nav.about', true],
  ['help', '/help', 'nav.help', true],
];

/** Wide enough for the nav bar (below it, the mobile menu takes over and nothing loads). */
const DESKTOP_QUERY = '(min-width: 48rem)';

/**
 * The nav bar (spec 1 §2). The first paint shows it as plain links to each section's page, the
 * same look as the mega menu's triggers; the mega menu (`MegaNav`) replaces it once loaded,
 * keeping the focus on the section that had it.
 */
export function MainNav() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // The loaded component itself (no Suspense: the plain bar stays until the swap).
  const [Mega, setMega] = useState<MegaNavComponent | null>(null);
  const focused = useRef<string | null>(null);
  const upgrade = () => {
    void loadMegaNav().then((module) => setMega(() => module.MegaNav));
  };
  useEffect(() => {
    if (!desktop || Mega) return;
    return whenIdle(() => {
      void loadMegaNav().then((module) => setMega(() => module.MegaNav));
    });
  }, [desktop, Mega]);

  const staticBar = (
    <nav
      className="main-nav-nav"
      aria-label={siteText('nav.label')}
      onPointerEnter={upgrade}
      onFocus={(event) => {
        focused.current = event.target.getAttribute('data-nav-value');
        upgrade();
      }}
      onBlur={() => {
        focused.current = null;
      }}
    >
      <ul className="container main-nav-list">
        {SECTIONS.map(([value, to, label, panel]) => (
          <li key={value} className="main-nav-item">
            <Link to={to} className="main-nav-trigger" data-nav-value={value}>
              {siteText(label)}
              {panel ? <Icon name="chevronDown" size={16} className="main-nav-chevron" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return Mega ? <Mega focusValue={focused.current} /> : staticBar;
}
