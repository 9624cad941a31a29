/**
 * The space the widgets take, for the page before their code has run (`:not(:defined)`): dealers
 * paste it into their page's `<head>` (README, "No layout shift"; the build writes it to
 * `dist/script/reserve.css`), so that the first paint, before the deferred loader arrives, shows
 * each widget at its final size. (The loader does not adopt it: after the first paint, growing
 * every widget in one frame shifts the page more than letting them grow one by one.) Every figure is the widget's own layout at the theme's font
 * size (`--sk-font-size`, 14px by default):
 * - `<sk-search-box>`: a block as wide as its container, or 14.8em + 20px where it sizes to its
 *   content (a flex header); 2.7em + 2px high (the field);
 * - `<sk-cart-button>`: 2.75em square;
 * - `<sk-product-card>`: a block, its width square (the image) plus 18.9em + 5px (the body;
 *   `variant="list"`: that plus the border, no square). A card holding the page's own picture
 *   (`<img slot="image">`, shown at first paint: an undefined element's children render) shows it
 *   in place of the square, in the box the card gives it (inside the card's 1px border, 0.75em
 *   padding; a list card's 160px column), so the picture paints at its final size and place;
 * - `<sk-quote-button>`: 12.5em by 2.6em + 2px (its button, at least 12.5em wide);
 * - `<sk-sign-in>`: 6.5em by 2.4em + 2px (a guest's Sign In button, at least 6.5em wide).
 * The widgets' sheets keep these sizes (`productCardCss`, `searchBoxCss`, `cartCss`); the
 * browser tests compare the reserved box with the rendered one.
 */
export const RESERVE_CSS = [
  'sk-search-box:not(:defined),sk-product-card:not(:defined){display:block}',
  'sk-cart-button:not(:defined),sk-quote-button:not(:defined),sk-sign-in:not(:defined){display:inline-block;vertical-align:middle}',
  'sk-search-box:not(:defined)::before{content:"";display:block;max-width:100%;width:calc(14.8*var(--sk-font-size,14px) + 20px);height:calc(2.7*var(--sk-font-size,14px) + 2px)}',
  'sk-cart-button:not(:defined){width:calc(2.75*var(--sk-font-size,14px));height:calc(2.75*var(--sk-font-size,14px))}',
  'sk-quote-button:not(:defined){width:calc(12.5*var(--sk-font-size,14px));height:calc(2.6*var(--sk-font-size,14px) + 2px)}',
  'sk-sign-in:not(:defined){width:calc(6.5*var(--sk-font-size,14px));height:calc(2.4*var(--sk-font-size,14px) + 2px)}',
  'sk-product-card:not(:defined)::before{content:"";display:block;padding-top:100%}',
  'sk-product-card:not(:defined)::after{content:"";display:block;height:calc(18.9*var(--sk-font-size,14px) + 5px)}',
  'sk-product-card[variant=list]:not(:defined)::before{content:none}',
  'sk-product-card[variant=list]:not(:defined)::after{height:calc(18.9*var(--sk-font-size,14px) + 7px)}',
  'sk-product-card:not(:defined):has(>img[slot=image])::before{content:none}',
  'sk-product-card:not(:defined)>img[slot=image]{display:block;position:relative;top:1px;left:1px;box-sizing:border-box;width:calc(100% - 2px);max-width:none;height:auto;aspect-ratio:1;margin:0 0 2px;border:0;padding:calc(.75*var(--sk-font-size,14px));object-fit:contain}',
  'sk-product-card[variant=list]:not(:defined)>img[slot=image]{float:left;width:160px;height:calc(18.9*var(--sk-font-size,14px) + 5px);margin:0}',
].join('\n');
