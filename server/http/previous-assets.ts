/**
 * Where a build keeps the hashed assets of the build it replaced, under DIST_DIR: a page that an
 * edge or a browser still holds from that build keeps loading its scripts and styles after a
 * rollout. `npm run build` moves the old `client/assets` there, the image's build stage copies
 * the running image's; one generation only, so it never grows.
 */
export const PREVIOUS_ASSETS_DIR = 'previous/assets';

/**
 * A file name as the browser build hashes it (`[name]-[hash][extname]`): the only files served
 * from the previous build, which never changes under their name.
 */
export const HASHED_ASSET_FILE = /^[\w.-]+-[\w-]{8}\.[a-z\d]+$/i;
