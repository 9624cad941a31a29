import { defineElement } from '../dom/defineElement';
import { SearchBoxWidget, type SearchBoxWidgetProps } from '../widgets/SearchBox/SearchBoxWidget';
import { searchBoxCss } from '../widgets/SearchBox/searchBoxCss';

/**
 * `<sk-search-box search-url="/find?q={query}" mobile>`: the live product search.
 * `mobile` present forces the mobile panel; absent, a media query decides.
 */
export const defineSearchBox = () =>
  defineElement<SearchBoxWidgetProps>('sk-search-box', {
    component: SearchBoxWidget,
    css: searchBoxCss,
    attributes: {
      mobile: (value) => (value === null ? undefined : value !== 'false'),
      'search-url': (value) => value ?? undefined,
    },
  });
