import { defineProject } from 'vitest/config';

/** The workspace's own checks (test/), e.g. that no package reaches into another's files. */
export default defineProject({
  test: {
    name: 'test-utils',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
