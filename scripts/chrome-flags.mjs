// The Chromium switches every browser run here uses (Playwright and the Lighthouse bench): no sandbox
// (containers), no GPU, and none of the background traffic a first run would start.
export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
