import { escapeHtml } from './escapeHtml';

export interface LongDescriptionInput {
  readonly name: string;
  readonly noun: string;
  readonly brand: string;
  readonly series: string;
  readonly features: readonly string[];
  readonly applications: readonly string[];
  readonly category: string;
}

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

// The feature and brand lists are the same for thousands of products: escape them once.
const featureLists = new WeakMap<readonly string[], string>();
const brandLists = new Map<string, string>();

/**
 * The product's rich description: safe markup only (`p`, `h3`, `ul`, `li`, `strong`), every
 * piece of text escaped. Clients still sanitise before rendering.
 */
export function longDescription(input: LongDescriptionInput): string {
  const { name, noun, brand, series, features, applications, category } = input;
  let featureList = featureLists.get(features);
  if (featureList === undefined) {
    featureList = list(features);
    featureLists.set(features, featureList);
  }
  let brandList = brandLists.get(brand);
  if (brandList === undefined) {
    brandList = list([
      `Genuine ${brand} stock through authorised channels`,
      'Same-day dispatch from Gurugram for orders before 2 PM',
      'Selection and commissioning help from our application engineers',
    ]);
    brandLists.set(brand, brandList);
  }
  const uses = applications.join(', ').toLowerCase() || category.toLowerCase();
  return `<p><strong>${escapeHtml(name)}</strong> is a ${escapeHtml(noun.toLowerCase())} from the ${escapeHtml(
    brand,
  )} ${escapeHtml(series)} range, supplied with a GST invoice and the full manufacturer warranty.</p><h3>Key features</h3>${featureList}<h3>Typical applications</h3><p>Used by machine builders and plant maintenance teams in ${escapeHtml(
    uses,
  )}.</p><h3>Why buy from us</h3>${brandList}`;
}
