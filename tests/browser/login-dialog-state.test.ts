/**
 * `loginDialogVisible` is kept in the stored user store, but a page never opens the dialog by
 * itself on load: a dialog left open does not greet the next page, another tab or the next visit.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';

import { LOGIN } from '../helpers/account-dialog';
import { readUserStore } from '../helpers/account-session';
import { openPage, waitForHydration } from '../helpers/browser';
import { setUpBrowserSuite } from '../helpers/browser-suite';
import { DESKTOP_UA } from '../helpers/test-app';

const suite = setUpBrowserSuite();

/** The dialog as the visitor sees it, whether or not its element stays in the page. */
const dialog = (page: Page) => page.locator('.dialog--login');

/** A page, hydrated, once its stored login state has had its chance to open anything. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${suite.url}${path}`);
  await waitForHydration(page);
  await page.locator(LOGIN.loginButton).waitFor();
  // A frame after hydration: anything the store would open is open by now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

it('a dialog left open does not open on the next page or in a new tab', async () => {
  const { page, context, problems } = await openPage(suite.browser, { userAgent: DESKTOP_UA });
  await visit(page, '/about-us');
  await page.locator(LOGIN.loginButton).click();
  await dialog(page).waitFor();
  await expect.poll(async () => (await readUserStore(page))?.loginDialogVisible).toBe(true);

  // Another tab, while this one still shows the dialog.
  const other = await context.newPage();
  await visit(other, '/activity');
  expect(await dialog(other).isVisible()).toBe(false);
  expect(await dialog(page).isVisible()).toBe(true);

  // The next page in the same tab, and the same page loaded again.
  await visit(page, '/game-library');
  expect(await dialog(page).isVisible()).toBe(false);
  await page.reload();
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await dialog(page).isVisible()).toBe(false);

  // It still opens from its button.
  await page.locator(LOGIN.loginButton).click();
  await dialog(page).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
