/** What other packages' tests use to run the real server in-process. */
export { loadConfig, type ServerConfig } from './config';
export { DEMO_CUSTOMER } from './seed/seedDatabase';
export { type RunningServer, startServer } from './server';
