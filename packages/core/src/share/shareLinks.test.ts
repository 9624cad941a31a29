import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareLinks } from './shareLinks';

const url = 'https://shop.example.in/products/details/relay-24v/p1?ref=a&b=1';

const param = (href: string, name: string) => {
  const query = href.slice(href.indexOf('?') + 1);
  return new URLSearchParams(query).get(name);
};

describe('shareLinks', () => {
  it('gives every target of the menu, in the spec order', () => {
    expect(SHARE_TARGETS).toEqual(['whatsapp', 'facebook', 'twitter', 'linkedin', 'email']);
    expect(Object.keys(shareLinks({ url }))).toEqual([...SHARE_TARGETS]);
  });

  it('builds each link with the URL encoded', () => {
    const links = shareLinks({ url, title: 'Relay 24V', text: 'Check out Relay 24V' });
    expect(links.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Check out Relay 24V ${url}`)}`,
    );
    expect(links.facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?text=Check%20out%20Relay%2024V&url=${encodeURIComponent(url)}`,
    );
    expect(links.linkedin).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(links.email).toBe(
      `mailto:?subject=Relay%2024V&body=${encodeURIComponent(`Check out Relay 24V\n\n${url}`)}`,
    );
    expect(param(links.facebook, 'u')).toBe(url);
    expect(param(links.linkedin, 'url')).toBe(url);
  });

  it('truncates the text to 100 characters, and the e-mail body to 200', () => {
    const text = 'Industrial proximity sensor '.repeat(20);
    const links = shareLinks({ url, title: 'Sensor', text });
    const tweet = param(links.twitter, 'text') ?? '';
    expect(Array.from(tweet)).toHaveLength(100);
    expect(tweet.endsWith('…')).toBe(true);
    const whatsapp = param(links.whatsapp, 'text') ?? '';
    expect(whatsapp).toBe(`${tweet} ${url}`);
    const body = param(links.email, 'body') ?? '';
    const [emailText] = body.split('\n\n');
    expect(Array.from(emailText ?? '')).toHaveLength(200);
    expect(body.endsWith(`\n\n${url}`)).toBe(true);
  });

  it('uses the title as the text when no text is given', () => {
    const links = shareLinks({ url, title: 'PLC CPU 1214C' });
    expect(param(links.twitter, 'text')).toBe('PLC CPU 1214C');
    expect(param(links.email, 'subject')).toBe('PLC CPU 1214C');
  });

  it('shares the bare URL when there are no words', () => {
    const links = shareLinks({ url });
    expect(param(links.whatsapp, 'text')).toBe(url);
    expect(links.twitter).toBe(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}`);
    expect(links.email).toBe(`mailto:?body=${encodeURIComponent(url)}`);
  });

  it('takes other maxima', () => {
    const links = shareLinks(
      { url, title: 'T', text: 'abcdefghij' },
      { textMax: 5, emailTextMax: 8 },
    );
    expect(param(links.twitter, 'text')).toBe('abcd…');
    expect(param(links.email, 'body')).toBe(`abcdefg…\n\n${url}`);
  });
});
