/**
 * Imported by server/index.ts before it loads the server: React and react-router choose their production builds from
 * NODE_ENV when first loaded, so a plain `node dist/server/index.js` must not run their
 * development builds (several times slower). `npm run dev` sets NODE_ENV=development itself.
 */
process.env.NODE_ENV ??= 'production';
