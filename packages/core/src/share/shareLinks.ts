import { SHARE_EMAIL_TEXT_MAX, SHARE_TEXT_MAX } from '../constants';
import { truncateShareText } from './truncateShareText';

/** The places a product can be shared to from the share menu (spec 1 §2 Product detail). */
export type ShareTarget = 'whatsapp' | 'facebook' | 'twitter' | 'linkedin' | 'email';

/** The share menu's targets, in the spec's order (copy link is separate: it is no link). */
export const SHARE_TARGETS: readonly ShareTarget[] = [
  'whatsapp',
  'facebook',
  'twitter',
  'linkedin',
  'email',
];

/** What is shared: the page and the words that go with it. */
export interface ShareContent {
  /** The absolute URL of the shared page. */
  readonly url: string;
  /** The page's title: the e-mail subject, and the text when `text` is not given. */
  readonly title?: string;
  /** The message shown with the link; shortened to 100 characters (e-mail 200). */
  readonly text?: string;
}

/** Options of {@link shareLinks}. */
export interface ShareLinksOptions {
  /** Longest text of the social links. @default 100 */
  textMax?: number;
  /** Longest text of the e-mail body. @default 200 */
  emailTextMax?: number;
}

/** One `href` per target. */
export type ShareLinks = Readonly<Record<ShareTarget, string>>;

const enc = encodeURIComponent;

/**
 * The share menu's links: WhatsApp, Facebook, Twitter, LinkedIn and e-mail, with the spec's
 * truncation of the text (100 characters, e-mail 200). Pure: same content, same links.
 *
 * @example
 * const links = shareLinks({ url: 'https://shop.example.in/products/details/relay/p1', title: 'Relay' });
 * links.whatsapp // 'https://wa.me/?text=Relay%20https%3A%2F%2Fshop.example.in%2F…'
 */
export function shareLinks(content: ShareContent, options: ShareLinksOptions = {}): ShareLinks {
  const { textMax = SHARE_TEXT_MAX, emailTextMax = SHARE_EMAIL_TEXT_MAX } = options;
  const { url } = content;
  const message = content.text ?? content.title ?? '';
  const short = truncateShareText(message, textMax);
  const long = truncateShareText(message, emailTextMax);
  const withUrl = (text: string, separator: string) => (text ? `${text}${separator}${url}` : url);
  const subject = content.title ? truncateShareText(content.title, textMax) : short;
  return {
    whatsapp: `https://wa.me/?text=${enc(withUrl(short, ' '))}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    twitter: `https://twitter.com/intent/tweet?${short ? `text=${enc(short)}&` : ''}url=${enc(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    email: `mailto:?${subject ? `subject=${enc(subject)}&` : ''}body=${enc(withUrl(long, '\n\n'))}`,
  };
}
