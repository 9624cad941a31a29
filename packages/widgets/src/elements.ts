// @storefront-kit/widgets/elements: defines the custom elements (the only entry with side
// effects). Configure them with data attributes on each element or once per page:
//   import { configurePage } from '@storefront-kit/widgets/elements';
//   configurePage({ api: 'https://shop.example.in/api/v1' });
import { defineCart } from './elements/defineCart';
import { defineCheckout } from './elements/defineCheckout';
import { defineProductCard } from './elements/defineProductCard';
import { defineQuoteButton } from './elements/defineQuoteButton';
import { defineSearchBox } from './elements/defineSearchBox';
import { defineSignIn } from './elements/defineSignIn';

export { configurePage } from './dom/configurePage';

defineSearchBox();
defineCart();
defineProductCard();
defineQuoteButton();
defineSignIn();
defineCheckout();
