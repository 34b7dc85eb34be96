/**
 * What a partner says in a story is labelled as AI-generated, visibly, in every language and
 * both trees; the narrator's and the visitor's lines are not.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pagePaths } from '../../shared/routing/route-manifest';
import { pagePath, siteText, TEST_LANGS } from '../helpers/account-strings';
import { elements, hasClass, parseHtml, textOf, withClass } from '../helpers/html';
import { sampleIds } from '../helpers/sample-ids';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
let storyPath: string;
beforeAll(async () => {
  testApp = await startTestApp();
  storyPath = pagePaths.partnerStory((await sampleIds(testApp.upstreamUrl)).partnerId);
});
afterAll(() => testApp?.close());

describe('the story scenes', () => {
  it.each(TEST_LANGS.flatMap((lang) => [false, true].map((mobile) => [lang, mobile] as const)))(
    'label every line a partner speaks, and only those (%s, mobile %s)',
    async (lang, mobile) => {
      const url = pagePath(lang, mobile, storyPath);
      const response = await request(testApp.app)
        .get(url)
        .set('User-Agent', mobile ? MOBILE_UA : DESKTOP_UA);
      expect(response.status, url).toBe(200);
      const label = siteText(lang, 'compliance.aiGenerated');
      const lines = withClass(parseHtml(response.text), 'story-line');
      const spoken = lines.filter((line) => hasClass(line, 'story-line--character'));
      expect(spoken.length, url).toBeGreaterThan(0);
      for (const line of lines) {
        const labels = elements(line, (el) => hasClass(el, 'ai-label')).map(textOf);
        expect(labels).toEqual(hasClass(line, 'story-line--character') ? [label] : []);
      }
    },
  );
});
