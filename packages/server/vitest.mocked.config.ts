import { defineProject } from 'vitest/config';
import server, { MOCKED_FILES } from './vitest.config';

/** The server's test files that replace a module (`vi.mock`), each in a module graph of its own. */
export default defineProject({
  ...server,
  test: {
    ...server.test,
    name: 'server-mocked',
    include: MOCKED_FILES,
    exclude: [],
    isolate: true,
  },
});
