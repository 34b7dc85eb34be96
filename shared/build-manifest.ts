/** Where the running build publishes its id, which open pages poll to notice a deploy. */

export const BUILD_MANIFEST_PATH = '/_build/latest.json';
