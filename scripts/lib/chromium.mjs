// Debian's Chromium for the benches, launched as the project's conventions require (no browser
// download; the flags that keep it quiet and off the network).
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches Chromium with `args` added (e.g. Lighthouse's `--remote-debugging-port`). */
export const launchChromium = (args = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...args],
  });
