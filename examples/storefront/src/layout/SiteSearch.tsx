import { searchMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../components/Icon';
import { whenIdle } from '../components/whenIdle';
import type { SearchHandOver } from './LiveSearch';
import './SiteSearch.css';

// The live search (suggestions, keyboard, the search controller) is not needed for the first
// paint: it loads when the browser is idle after it, or at once on the first pointer or focus.
const loadLiveSearch = () => import('./LiveSearch');

/** On the results page, its query (`/search?q=`), which the header's box shows; else ''. */
export function useSearchPageQuery(): string {
  const { pathname, search } = useLocation();
  return /^\/search\/?$/.test(pathname) ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
}

type LiveSearchComponent = ComponentType<{ handOver?: SearchHandOver | null }>;

/**
 * The header's search box. The first paint shows a plain search form (it works: a query opens
 * /search?q=, an empty one does nothing); the live search with suggestions (`LiveSearch`)
 * replaces it once loaded, keeping what was typed and the focus. On /search it holds the query.
 */
export function SiteSearch() {
  const t = useTranslator(searchMessages);
  const navigate = useNavigate();
  const query = useSearchPageQuery();
  // The loaded component itself (no Suspense: the plain form stays until the swap, so nothing
  // typed in it is lost in between).
  const [Live, setLive] = useState<LiveSearchComponent | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const handOver = useRef<SearchHandOver | null>(null);
  const id = useId();
  const upgrade = () => {
    void loadLiveSearch().then((module) => {
      const field = input.current;
      if (field) {
        handOver.current = {
          query: field.value,
          focused: document.activeElement === field,
          selection:
            field.selectionStart === null || field.selectionEnd === null
              ? null
              : [field.selectionStart, field.selectionEnd],
        };
      }
      setLive(() => module.LiveSearch);
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first paint.
  useEffect(() => whenIdle(upgrade), []);

  const plain = (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as the live SearchBox.Root (a form with role search), before and after the hand-over.
    <form
      role="search"
      // Without JavaScript (or before it runs) the browser submits to the results page itself.
      action="/search"
      method="get"
      className="site-search-form"
      onPointerEnter={upgrade}
      onFocus={upgrade}
      onSubmit={(event) => {
        event.preventDefault();
        const query = (input.current?.value ?? '').trim();
        if (query) navigate(`/search?q=${encodeURIComponent(query)}`);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="site-search-field">
        <input
          key={query}
          ref={input}
          id={id}
          defaultValue={query}
          name="q"
          type="search"
          enterKeyHint="search"
          spellCheck={false}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          className="site-search-input"
        />
        <button type="submit" className="site-search-submit">
          <Icon name="search" />
          <span className="visually-hidden">{t('search.label')}</span>
        </button>
      </div>
    </form>
  );
  return Live ? <Live handOver={handOver.current} /> : plain;
}
