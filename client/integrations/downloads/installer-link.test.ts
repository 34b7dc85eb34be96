import { describe, expect, it } from 'vitest';

import { DEFAULT_CHANNEL } from '../../../shared/routing/query-params';
import { installerLink } from './installer-link';

const STANDARD_URL = 'https://download.example.com/GamePartnerSetup.exe';

describe('installerLink', () => {
  it('names each edition on the download host by channel and web id', () => {
    const link = (edition: 'standard' | 'amd' | 'aiPc') =>
      installerLink({
        edition,
        downloadHost: 'https://dl.example.com',
        publicUrl: STANDARD_URL,
        channel: 'bilibili',
        webId: '7391',
      });
    expect(link('standard')).toBe(
      'https://dl.example.com/installer/bilibili/GamePartnerSetup_bilibili_7391.exe',
    );
    expect(link('amd')).toBe(
      'https://dl.example.com/installer/bilibili/GamePartnerSetup-AMD_bilibili_7391.exe',
    );
    expect(link('aiPc')).toBe(
      'https://dl.example.com/installer/bilibili/GamePartnerSetup-AIPC_bilibili_7391.exe',
    );
  });

  it('leaves the web id out when it never came', () => {
    expect(
      installerLink({
        edition: 'standard',
        downloadHost: 'https://dl.example.com',
        publicUrl: STANDARD_URL,
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
        edition: 'standard',
        downloadHost: 'https://dl.example.com',
        publicUrl: STANDARD_URL,
        channel: '../x?y',
        webId: 'a/b',
      }),
    ).toBe('https://dl.example.com/installer/___x_y/GamePartnerSetup____x_y_a_b.exe');
  });

  it('puts channel and web id in the public address without a download host', () => {
    expect(
      installerLink({
        edition: 'amd',
        downloadHost: undefined,
        publicUrl: 'https://download.example.com/amd/Setup.exe?v=2#top',
        channel: 'a&b',
        webId: 'w 1',
      }),
    ).toBe('https://download.example.com/amd/Setup.exe?v=2&channel=a%26b&web_id=w+1#top');
    expect(
      installerLink({
        edition: 'standard',
        downloadHost: undefined,
        publicUrl: STANDARD_URL,
        channel: 'x',
        webId: '',
      }),
    ).toBe(`${STANDARD_URL}?channel=x`);
  });

  it("leaves the demo's own download page as it is", () => {
    expect(
      installerLink({
        edition: 'standard',
        downloadHost: undefined,
        publicUrl: '/download#standard',
        channel: 'x',
        webId: '1',
      }),
    ).toBe('/download#standard');
  });
});
