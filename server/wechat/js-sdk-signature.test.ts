import { describe, expect, it } from 'vitest';

import { jsSdkSignature, signedUrl } from './js-sdk-signature';

describe('jsSdkSignature', () => {
  it("matches the example of WeChat's JS-SDK documentation", () => {
    expect(
      jsSdkSignature({
        jsapiTicket:
          'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the address without its # part', () => {
    const page = {
      jsapiTicket: 'ticket',
      nonceStr: 'nonce',
      timestamp: 1,
      url: 'https://www.example.cn/m?channel=wechat',
    };
    expect(jsSdkSignature({ ...page, url: `${page.url}#knowledge-3` })).toBe(jsSdkSignature(page));
    expect(signedUrl('https://a.cn/x?y=1#z#w')).toBe('https://a.cn/x?y=1');
  });
});
