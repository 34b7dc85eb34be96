import { describe, expect, it } from 'vitest';

import { escapeMarkup, jsonForScript } from './markup-escape';

describe('escapeMarkup', () => {
  it('turns the markup characters into entities, ampersands first', () => {
    expect(escapeMarkup('<a href="x">Tom & Jerry &amp;</a>')).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry &amp;amp;&lt;/a&gt;',
    );
  });
});

describe('jsonForScript', () => {
  it('cannot close the script it is written into, and parses back to the value', () => {
    const value = { text: '</script><script>alert(1)</script>' };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
