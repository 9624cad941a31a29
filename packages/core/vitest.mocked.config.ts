import { defineProject } from 'vitest/config';
import core, { MOCKED_FILES } from './vitest.config';

/** Core's test files that replace or record modules, each in a module graph of its own. */
export default defineProject({
  ...core,
  test: {
    ...core.test,
    name: 'core-mocked',
    include: MOCKED_FILES,
    exclude: [],
    isolate: true,
  },
});
