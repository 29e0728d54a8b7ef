// After `vite build`: renders the sign-in page and the first screens of a worker and an org admin
// to HTML and puts them into dist/index.html, so a phone paints them from the first response
// instead of after ~250 kB of script (decisions 0041 and 0049). public/theme-init.js
// shows the one that fits the visit, if any; the app removes them when its own screen is there.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexFile = path.join(webRoot, 'dist/index.html');
const SLOT = '<div id="root"></div>';

// The app's modules read the browser's globals when they load (session, language, theme); a
// blank document stands in for the browser, signed out, in English.
const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://localhost/auth',
});
// jsdom has no media queries: the light theme, as the markup's dark: classes switch by class.
window.matchMedia = (query) => ({
  matches: false,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});
for (const name of ['window', 'document', 'localStorage', 'navigator', 'matchMedia']) {
  Object.defineProperty(globalThis, name, {
    value: name === 'window' ? window : window[name],
    configurable: true,
    writable: true,
  });
}

const vite = await createServer({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderSignInMarkup } = await vite.ssrLoadModule('/src/prerender/sign-in-markup.tsx');
  const { renderFirstScreenMarkup } = await vite.ssrLoadModule(
    '/src/prerender/first-screen-markup.tsx',
  );
  // Before the app runs nothing can sign in: a submit then would put the password into the
  // address (a form's default GET); a disabled default button stops Enter from submitting too.
  // The language menu and the theme switch do nothing before the app runs either: disabled,
  // they say so instead of swallowing a tap. (The tabs work: theme-init.js switches them.)
  const markup = (await renderSignInMarkup())
    .replaceAll('type="submit"', 'type="submit" disabled=""')
    .replaceAll('aria-haspopup="menu"', 'aria-haspopup="menu" disabled=""')
    .replaceAll('aria-label="Switch to', 'disabled="" aria-label="Switch to');
  const disabled = markup.split('disabled=""').length - 1;
  // Two submit buttons, two language menus (form side and hero panel), one theme switch.
  if (disabled !== 5) throw new Error(`expected 5 controls to disable, found ${disabled}`);
  const firstScreens = renderFirstScreenMarkup();
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(SLOT)) throw new Error(`dist/index.html lacks ${SLOT}`);
  writeFileSync(
    indexFile,
    html.replace(
      SLOT,
      `${SLOT}\n    <div id="prerendered-sign-in">${markup}</div>` +
        `\n    <div id="prerendered-first-screen">${firstScreens}</div>`,
    ),
  );
  console.log(
    `pre-rendered sign-in page: ${(markup.length / 1024).toFixed(1)} kB of HTML, first screens: ${(firstScreens.length / 1024).toFixed(1)} kB`,
  );
} finally {
  await vite.close();
}
