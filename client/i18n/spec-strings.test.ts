import { describe, expect, it } from 'vitest';

import { resources } from '../../shared/i18n/catalogues';
import type { MessageKey } from './message-key';
import { serverTranslators } from './server-i18n';

/**
 * Every string the product spec quotes, as the spec writes it. The spec's strings are
 * requirements, not copy to improve: each one must appear verbatim in the Chinese catalogue,
 * under the key the site shows it with. `{N}` in the spec is a number filled in at run time.
 */
const ZH_SPEC_STRINGS: readonly {
  spec: string;
  key: MessageKey;
  values?: Record<string, number>;
}[] = [
  // Login dialog
  { spec: '登录', key: 'account:header.loginTitle' },
  { spec: '我已阅读并同意', key: 'account:login.agreementPrefix' },
  { spec: '、', key: 'account:login.agreementSeparator' },
  { spec: '登录/注册', key: 'account:login.submit' },
  { spec: '登录/注册', key: 'account:header.loginButton' },
  // Send-code countdown: '{N}s后重新发送', counting down from 60
  { spec: '60s后重新发送', key: 'account:login.resendIn', values: { seconds: 60 } },
  { spec: '58s后重新发送', key: 'account:login.resendIn', values: { seconds: 58 } },
  // Validation
  { spec: '请输入手机号', key: 'account:login.phoneRequired' },
  { spec: '请输入正确的手机号', key: 'account:login.phoneInvalid' },
  { spec: '请输入验证码', key: 'account:login.codeRequired' },
  { spec: '请阅读并同意协议', key: 'account:login.agreementRequired' },
  // Toasts
  { spec: '验证码发送成功', key: 'account:login.codeSent' },
  { spec: '验证码发送失败', key: 'account:login.codeSendFailed' },
  { spec: '验证失败', key: 'account:captcha.failed' },
  { spec: '获取验证信息失败', key: 'account:captcha.validateMissing' },
  { spec: '验证码未初始化', key: 'account:captcha.notInitialized' },
  // Placeholders
  { spec: '搜索游戏', key: 'account:header.searchPlaceholder' },
  { spec: '游戏知识搜索', key: 'account:header.mobileSearchPlaceholder' },
];

/** The strings the spec quotes in English (its menu item name and error texts). */
const EN_SPEC_STRINGS: readonly {
  spec: string;
  key: MessageKey;
  values?: Record<string, string>;
}[] = [
  { spec: 'Intel AI PC edition', key: 'nav.aiPc' },
  { spec: 'Page Not Found', key: 'errors.notFoundHeading' },
  { spec: 'Internal Server Error', key: 'errors.errorHeading' },
  {
    spec: 'Page not found: /missing',
    key: 'errors.notFoundPath',
    values: { path: '/missing' },
  },
];

function stringsOf(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as object).flatMap(stringsOf);
}

describe("the spec's quoted strings", () => {
  const zh = serverTranslators.zh;
  const zhTexts = stringsOf(resources.zh);

  it.each(ZH_SPEC_STRINGS)('zh shows "$spec" as $key', ({ spec, key, values }) => {
    expect(zh(key, values)).toBe(spec);
  });

  it.each(ZH_SPEC_STRINGS.filter(({ values }) => values === undefined))(
    'the zh catalogue holds "$spec" verbatim',
    ({ spec }) => {
      expect(zhTexts).toContain(spec);
    },
  );

  const en = serverTranslators.en;
  it.each(EN_SPEC_STRINGS)('en shows "$spec" as $key', ({ spec, key, values }) => {
    expect(en(key, values)).toBe(spec);
  });
});
