import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../components/Icon';
import { siteText } from '../siteMessages';
import './MobileMenu.css';

// The drawer's content loads when the menu is first wanted, not with the page.
const loadDialog = () => import('./MobileMenuDialog');
const MobileMenuDialog = lazy(() => loadDialog().then((m) => ({ default: m.MobileMenuDialog })));

/**
 * The key of the history entry the browser shows now (React Router keeps `location.key` in
 * `history.state.key`; the first entry has none and is 'default'). Read at the click, it is
 * right even while the router is still committing a navigation started just before.
 */
function currentEntryKey(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : 'default';
}

/**
 * The header's mobile menu toggle (spec 1 §2), shown on narrow screens: it opens the side
 * drawer (`MobileMenuDialog`), a modal `<dialog>` where Escape or the backdrop closes it and
 * focus returns to the toggle; following any link closes it.
 */
export function MobileMenu() {
  const location = useLocation();
  // Open only on the page it was opened on: any navigation (a link in it, back) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const open = openAt === location.key;
  return (
    <>
      <button
        type="button"
        className="mobile-menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpenAt(currentEntryKey());
        }}
      >
        <Icon name="menu" size={22} />
        <span className="visually-hidden">{siteText('mobileMenu.open')}</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={open}
            onOpenChange={(next) => setOpenAt(next ? currentEntryKey() : null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
