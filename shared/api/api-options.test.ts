import { describe, expect, it } from 'vitest';

import { apiOptionsFor } from './api-options';

describe('apiOptionsFor', () => {
  it('takes the language, the tree and the channel of the page', () => {
    expect(
      apiOptionsFor({ lang: 'en', mobile: true }, '/en/m/activity?channel=douyin&x=1'),
    ).toEqual({
      lang: 'en',
      platformSource: 'mobile_web',
      channel: 'douyin',
    });
    expect(
      apiOptionsFor({ lang: 'zh', mobile: false }, 'https://site.test/?channel=ad#top'),
    ).toEqual({
      lang: 'zh',
      platformSource: 'web',
      channel: 'ad',
    });
  });

  it('falls back to the default channel, whatever the path looks like', () => {
    for (const url of ['//', '/a#?channel=x', '/?channel=', '', '/\\evil']) {
      expect(apiOptionsFor({ lang: 'ja', mobile: false }, url).channel).toBe('official-website');
    }
  });
});
