// `npm run search-push -- [options]`: tells Baidu and IndexNow of the site's new and changed pages
// (server/seo/search-push.ts; docs/operations.md, "Search engines"). Exits 0 when every engine
// set took what it was sent or its quota ran out, 1 when one failed, 2 on a bad setting.
import { runSearchPush } from '../server/seo/search-push';
import { searchPushSettings, SettingsError, USAGE } from '../server/seo/search-push-settings';

let settings;
try {
  settings = searchPushSettings(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(`search-push: ${error.message}`);
  process.exit(2);
}
if (settings === 'help') {
  console.log(USAGE);
  process.exit(0);
}
try {
  const { lines, ok } = await runSearchPush(settings);
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  // The sitemap or the state file: nothing was pushed.
  console.error(`search-push: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
