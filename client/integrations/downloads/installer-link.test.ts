import { describe, expect, it } from 'vitest';

import { DEFAULT_CHANNEL } from '../../../shared/spec-constants';
import { installerLink } from './installer-link';

const STANDARD_URL = 'https://download.example.com/GamePartnerSetup.exe';

describe('installerLink', () => {
  it('names the installer by channel and web id', () => {
    expect(
      installerLink({
        downloadHost: 'https://dl.example.com',
        standardUrl: STANDARD_URL,
        channel: 'bilibili',
        webId: '7391',
      }),
    ).toBe('https://dl.example.com/installer/bilibili/GamePartnerSetup_bilibili_7391.exe');
  });

  it('leaves the web id out when it never came', () => {
    expect(
      installerLink({
        downloadHost: 'https://dl.example.com',
        standardUrl: STANDARD_URL,
        channel: DEFAULT_CHANNEL,
        webId: '',
      }),
    ).toBe(
      'https://dl.example.com/installer/official-website/GamePartnerSetup_official-website.exe',
    );
  });

  it('keeps query-borne values to safe file names', () => {
    expect(
      installerLink({
        downloadHost: 'https://dl.example.com',
        standardUrl: STANDARD_URL,
        channel: '../x?y',
        webId: 'a/b',
      }),
    ).toBe('https://dl.example.com/installer/___x_y/GamePartnerSetup____x_y_a_b.exe');
  });

  it('falls back to the standard edition without a download host', () => {
    expect(
      installerLink({
        downloadHost: undefined,
        standardUrl: STANDARD_URL,
        channel: 'x',
        webId: '1',
      }),
    ).toBe(STANDARD_URL);
  });
});
