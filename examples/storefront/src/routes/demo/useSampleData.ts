import { useEffect, useState } from 'react';

/** The artificial delay of the sample pages (spec 2 §2 Demo pages: 1 second). */
export const SAMPLE_DELAY_MS = 1000;

/** `loading` for the first second, then `loaded` with the sample records. */
export function useSampleData<T>(data: readonly T[]): {
  status: 'loading' | 'loaded';
  items: readonly T[];
} {
  const [status, setStatus] = useState<'loading' | 'loaded'>('loading');
  useEffect(() => {
    const timer = setTimeout(() => setStatus('loaded'), SAMPLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return { status, items: status === 'loaded' ? data : [] };
}
