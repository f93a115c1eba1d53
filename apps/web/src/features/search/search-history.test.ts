import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, historyKey, parseHistory, withQuery } from './search-history';

describe('withQuery', () => {
  it('puts the newest query first', () => {
    expect(withQuery(['somsa', 'lagmon'], 'osh')).toEqual(['osh', 'somsa', 'lagmon']);
  });

  it('moves a repeated query to the top instead of listing it twice', () => {
    expect(withQuery(['somsa', 'osh', 'lagmon'], 'osh')).toEqual(['osh', 'somsa', 'lagmon']);
  });

  it('treats spellings that search alike as one entry, keeping the latest spelling', () => {
    expect(withQuery(["go'shtli somsa", 'choy'], 'Go‘shtli  SOMSA ')).toEqual(['Go‘shtli SOMSA', 'choy']);
  });

  it(`keeps at most ${HISTORY_LIMIT} entries`, () => {
    const full = Array.from({ length: HISTORY_LIMIT }, (_, i) => `query ${i}`);
    const next = withQuery(full, 'new');
    expect(next).toHaveLength(HISTORY_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`query ${HISTORY_LIMIT - 1}`);
  });

  it('ignores a blank query', () => {
    expect(withQuery(['osh'], '   ')).toEqual(['osh']);
  });
});

describe('parseHistory', () => {
  it('reads a stored list', () => {
    expect(parseHistory('["osh","somsa"]')).toEqual(['osh', 'somsa']);
  });

  it('survives broken or foreign values', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('["osh", 3, "", null]')).toEqual(['osh']);
  });
});

describe('historyKey', () => {
  it('keeps one history per tenant', () => {
    expect(historyKey(7)).toBe('dastarkhan:search-history:7');
  });
});
