import { createStorefront, type StorefrontOptions } from '@storefront-kit/core';
import { StorefrontProvider } from '@storefront-kit/react';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { memoryStorage } from '../memoryStorage';

/** Where stories' API calls go: Mock Service Worker answers them (`parameters.msw.handlers`). */
export const STORY_API = '/api/v1';

/** The absolute URL of an API path in stories, for MSW handlers: `api('cart/list')`. */
export const api = (path: string) => `*${STORY_API}/${path}`;

/** The wire envelope of a successful answer. */
export const envelope = <T,>(data: T, message = 'OK') => ({
  meta: { status: true, message },
  data,
});

function StoryStorefront({
  options,
  children,
}: {
  options: Partial<StorefrontOptions>;
  children: ReactNode;
}) {
  const [storefront] = useState(() =>
    createStorefront({
      baseUrl: STORY_API,
      storage: memoryStorage(),
      crossTab: false,
      retry: 0,
      ...options,
    }),
  );
  useEffect(() => () => storefront.dispose(), [storefront]);
  return <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>;
}

/**
 * A decorator giving a story its own storefront (memory storage, MSW-backed API), created
 * once per story and disposed when it unmounts.
 *
 * @example decorators: [withStorefront({ guestCart: 'local' })]
 */
export function withStorefront(options: Partial<StorefrontOptions> = {}): Decorator {
  return (Story) => (
    <StoryStorefront options={options}>
      <Story />
    </StoryStorefront>
  );
}
