/**
 * The README as a newcomer meets it: the first screen holds what the product is, the two
 * commands, the demo login and a screenshot; every link from it and from docs/ leads somewhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CONFIG_ENV_NAMES } from '../../server/config/env';
import {
  DEMO_VERIFICATION_CODE,
  MAINLAND_PHONE_PATTERN,
} from '../../shared/account/login-constants';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = path.join(ROOT, 'README.md');
const DOCS = path.join(ROOT, 'docs');
const FIRST_SCREEN_LINES = 40;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1]!);
  return new Set(headings.map(anchorOf));
}

/** Relative links of a Markdown file that lead nowhere: a missing file or heading. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!)) continue;
    const [relative, anchor] = target!.split('#');
    const linked = relative ? path.resolve(path.dirname(file), relative) : file;
    if (!existsSync(linked)) {
      problems.push(`${path.relative(ROOT, file)}: ${target} does not exist`);
    } else if (anchor && !anchorsIn(readFileSync(linked, 'utf8')).has(anchor)) {
      problems.push(`${path.relative(ROOT, file)}: ${target} names no heading`);
    }
  }
  return problems;
}

describe('README.md', () => {
  const text = readFileSync(README, 'utf8');
  const firstScreen = text.split('\n').slice(0, FIRST_SCREEN_LINES).join('\n');

  it('holds the two commands, the demo login and a screenshot in its first 40 lines', () => {
    expect(firstScreen).toContain('npm ci && npm start');
    expect(firstScreen).toContain('npm test');
    expect(firstScreen).toContain(DEMO_VERIFICATION_CODE);
    const phone = /`(1\d{10})`/.exec(firstScreen)?.[1];
    expect(phone).toMatch(MAINLAND_PHONE_PATTERN);
    const image = /!\[[^\]]+\]\(([^)]+\.png)\)/.exec(firstScreen)?.[1];
    expect(image).toBeDefined();
    const png = readFileSync(path.join(ROOT, image!));
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // Small enough for a clone: a screenshot, not a poster.
    expect(png.length).toBeLessThan(100 * 1024);
  });

  it('says that npm start opens the metrics port, and how to turn it off', () => {
    expect(firstScreen).toMatch(/9464/);
    expect(firstScreen).toContain('METRICS_PORT=0');
  });

  it('links only to files and headings that exist, as docs/ does', () => {
    const files = [README, ...readdirSync(DOCS).filter((f) => f.endsWith('.md'))].map((f) =>
      path.isAbsolute(f) ? f : path.join(DOCS, f),
    );
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('names the SITE_CONFIG schema in one place', () => {
    const all = [README, ...readdirSync(DOCS).map((f) => path.join(DOCS, f))]
      .filter((f) => f.endsWith('.md'))
      .map((f) => readFileSync(f, 'utf8'));
    const mentions = all.flatMap((t) => [
      ...t.matchAll(/site-config-schema\.ts|config\/site-config\.ts/g),
    ]);
    expect(mentions).toHaveLength(1);
  });
});

describe('docs/configuration.md', () => {
  it('documents every variable the server reads, in its table', () => {
    const text = readFileSync(path.join(DOCS, 'configuration.md'), 'utf8');
    const rows = text.split('\n').filter((line) => line.startsWith('| `'));
    const documented = new Set(
      rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`(\w+)`/g)].map((m) => m[1])),
    );
    expect(CONFIG_ENV_NAMES.filter((name) => !documented.has(name))).toEqual([]);
  });
});
