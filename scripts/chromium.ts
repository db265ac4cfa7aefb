/**
 * Debian's chromium, driven by playwright-core: tools cannot download browsers on our machines
 * (docs/adr/003-test-stack.md). Override the path with CHROMIUM_PATH.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep chromium quiet on a closed network and runnable as root in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
