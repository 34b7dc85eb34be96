/**
 * Development's boot module (server/render/render-entry.ts names it; the build never bundles
 * it). React bootstraps module scripts async, in no set order, so the preamble of React Refresh
 * (@vitejs/plugin-react's own module, for SSR apps that do not serve Vite's index.html) is
 * imported here first: it runs before the entry's component modules.
 */
import '@vitejs/plugin-react/preamble';
import './entry-client';
