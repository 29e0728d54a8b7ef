import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server listens here in development; `vite preview` reuses the same proxy.
const apiProxy = { '/api': 'http://127.0.0.1:3000' };

// The brand blue of the icons (public/favicon.svg): the phone's title bar and splash screen.
const THEME_COLOR = '#2f68c5';

/**
 * Installable and offline (decision 0032): a web app manifest and a Workbox service
 * worker that precaches the app shell — every built script, style, font and icon, so any screen
 * opens without signal once the app was loaded — and answers every navigation with index.html.
 * The API is never cached here: what a worker may read offline is kept by the app itself.
 * A new deployment waits until the user agrees ("update available — reload").
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  // Registered by the app (features/offline), after the first screen is up.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Toolyard',
    short_name: 'Toolyard',
    description: 'Tools, vehicles and sites of a construction company, on site and in the office.',
    // The home route sends each role to its own first screen (My Stuff for workers).
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // wasm: the QR decoder of the scan screen (zxing_reader, ~1.1 MB), so scanning works offline.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm}'],
    // Workbox's default limit is 2 MiB: the decoder fits; this keeps room for its next versions.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // The source maps and precompressed copies are not part of the shell.
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
    navigateFallback: '/index.html',
    // API calls and downloads are the server's, never the shell.
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // Hashed file names already say when a file changed.
    dontCacheBustURLsMatching: /\/assets\//,
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    // `npm run bench:diagnose` builds with the maps beside the scripts ('hidden': the scripts do
    // not point at them, so the files and their hashes are the ones that ship); never otherwise.
    sourcemap: process.env.TOOLYARD_SOURCEMAP === 'hidden' ? 'hidden' : false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
