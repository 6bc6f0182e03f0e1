// The browser of the end-to-end tests and the bench.

/** Debian's Chromium, never a downloaded browser; without the network flags it keeps dialling out. */
export const CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const
