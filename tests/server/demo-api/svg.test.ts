import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MEDIA_KINDS } from '../../../demo-api/data/helpers';
import { type RunningDemoApi, startDemoApi } from '../../../demo-api/start-demo-api';
import { gamePalette, monogram, paletteFor, PALETTES, renderSvg } from '../../../demo-api/svg';

let api: RunningDemoApi;
beforeAll(async () => {
  api = await startDemoApi();
});
afterAll(() => api.close());

async function image(kind: string, id: number): Promise<string> {
  const response = await fetch(`${api.url}/api/visitor/media/${kind}/${id}.svg`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  return response.text();
}

/** The texts an SVG draws, as a reader would see them (entities decoded). */
function drawnTexts(svg: string): string[] {
  const parsed = new XMLParser({ ignoreAttributes: true, isArray: (name) => name === 'text' });
  const root = (parsed.parse(svg) as { svg: { text?: (string | number)[] } }).svg;
  return (root.text ?? []).map(String);
}

/** The colours of the background gradient. */
function gradientStops(svg: string): string[] {
  return [...svg.matchAll(/<stop offset="[\d.]+" stop-color="([^"]+)"/g)].map((m) => m[1]!);
}

describe('monogram', () => {
  it('keeps the first character in the script of the name', () => {
    expect(monogram('星野')).toBe('星');
    expect(monogram('リンシャオ')).toBe('リ');
    expect(monogram('九条凛')).toBe('九');
    expect(monogram('rex')).toBe('R');
    expect(monogram('《黑神话》')).toBe('黑');
    expect(monogram('<&>')).toBe('?');
  });
});

describe('portraits', () => {
  it("mark a Chinese partner's portrait with the first character of the Chinese name", async () => {
    // Partner 1 is 星野 (Hoshino) in the sample data.
    for (const kind of ['character', 'character-cover', 'character-figure']) {
      expect(drawnTexts(await image(kind, 1))).toEqual(['星']);
    }
  });

  it('mark a role with its own first character, not Latin initials', async () => {
    // Role 301 is 亚索 (Yasuo).
    expect(drawnTexts(await image('entity', 301))).toEqual(['亚']);
  });
});

describe('game covers', () => {
  it('give a game the same colours on every call and on each of its images', async () => {
    const first = gradientStops(await image('game', 3));
    expect(first).toHaveLength(2);
    expect(gradientStops(await image('game', 3))).toEqual(first);
    expect(gradientStops(await image('game-icon', 3))).toEqual(first);
    expect(gradientStops(await image('game-banner', 3))).toEqual(first);
    const palette = gamePalette(3);
    expect(PALETTES).toContain(palette);
    expect(first).toEqual([palette.bright, palette.deep]);
  });

  it('spread the games over several palette colours', () => {
    const used = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(gamePalette));
    expect(used.size).toBeGreaterThanOrEqual(5);
  });

  it("show the game's own first character", async () => {
    // Game 3 is 英雄联盟 (League of Legends).
    expect(drawnTexts(await image('game', 3))).toContain('英');
  });
});

describe('banners', () => {
  it('draw no text, so a title laid over them never collides', async () => {
    for (const [kind, id] of [
      ['banner', 1],
      ['banner', 3],
      ['activity', 1],
      ['activity', 6],
      ['game-banner', 1],
      ['entity-cover', 301],
    ] as const) {
      const svg = await image(kind, id);
      expect(svg, `${kind} ${id}`).not.toContain('<text');
      expect(XMLValidator.validate(svg)).toBe(true);
    }
  });
});

describe('hostile text', () => {
  const hostile = '<script>alert(1)</script> & "co"';
  const palette = paletteFor('x');

  it('is escaped in titles, labels and colours, and every kind stays well-formed XML', () => {
    for (const kind of MEDIA_KINDS) {
      for (const svg of [
        renderSvg({
          kind,
          id: '1',
          title: hostile,
          artwork: { style: 'portrait', label: hostile, palette },
        }),
        renderSvg({
          kind,
          id: '1',
          title: hostile,
          artwork: {
            style: 'cover',
            label: '&',
            wordmark: '<b>',
            palette: { ...palette, accent: '"/><script>' },
          },
        }),
      ]) {
        expect(svg).not.toMatch(/<script|<b>/);
        expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;');
        expect(XMLValidator.validate(svg), kind).toBe(true);
      }
    }
  });
});
