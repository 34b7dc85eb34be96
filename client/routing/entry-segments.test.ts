import { describe, expect, it } from 'vitest';

import {
  pagePaths,
  parseGameLibraryEntry,
  parsePartnerEntry,
  parseRemoveAccountEntry,
  parseTopupAgreementFile,
} from './entry-segments';

describe('entry segments', () => {
  it('parses what the link builders make', () => {
    expect(parseGameLibraryEntry(pagePaths.game(3).split('/')[2])).toEqual({ kind: 'game', id: 3 });
    expect(parseGameLibraryEntry('game-role-12')).toEqual({ kind: 'role', id: 12 });
    expect(parseGameLibraryEntry('role-Info-7')).toEqual({ kind: 'roleInfo', id: 7 });
    expect(parsePartnerEntry('chat-1')).toEqual({ kind: 'chat', id: 1 });
    expect(parsePartnerEntry('story-2')).toEqual({ kind: 'story', id: 2 });
    expect(parsePartnerEntry('detail-3')).toEqual({ kind: 'detail', id: 3 });
    expect(parsePartnerEntry('game-list-4')).toEqual({ kind: 'gameList', id: 4 });
    expect(parseRemoveAccountEntry('removeAccount-9')).toBe(9);
    expect(parseTopupAgreementFile('agreement2.html')).toBe(2);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', 'game-role-', 'game-role-x', 'role-info-3', '3a', '-1']) {
      expect(parseGameLibraryEntry(bad)).toBeUndefined();
    }
    expect(parsePartnerEntry('chat-')).toBeUndefined();
    expect(parsePartnerEntry('talk-1')).toBeUndefined();
    expect(parseTopupAgreementFile('agreement.html')).toBeUndefined();
    expect(parseRemoveAccountEntry('removeAccount-')).toBeUndefined();
  });
});
