import { describe, expect, it } from 'vitest';
import { MultilingualSchema, pickText } from './multilingual.js';

describe('pickText', () => {
  it.each([
    {
      name: 'returns the requested language',
      text: { uz: 'Osh', ru: 'Плов', eng: 'Plov' },
      lang: 'ru',
      want: 'Плов',
    },
    {
      name: 'falls back to uz when the requested one is empty',
      text: { uz: 'Osh', ru: '', eng: 'Plov' },
      lang: 'ru',
      want: 'Osh',
    },
    {
      name: 'prefers uz over ru as a fallback',
      text: { uz: 'Osh', ru: 'Плов', eng: '' },
      lang: 'eng',
      want: 'Osh',
    },
    {
      name: 'treats blank text as empty',
      text: { uz: 'Osh', ru: '  ', eng: 'Plov' },
      lang: 'ru',
      want: 'Osh',
    },
    {
      name: 'falls back to ru when uz is empty too',
      text: { uz: '', ru: 'Плов', eng: '' },
      lang: 'eng',
      want: 'Плов',
    },
    {
      name: 'falls back to eng as the last resort',
      text: { uz: '', ru: '', eng: 'Plov' },
      lang: 'uz',
      want: 'Plov',
    },
    {
      name: 'returns an empty string when nothing is translated',
      text: { uz: '', ru: '', eng: '' },
      lang: 'uz',
      want: '',
    },
  ] as const)('$name', ({ text, lang, want }) => {
    expect(pickText(text, lang)).toBe(want);
  });

  it('returns an empty string for a missing text', () => {
    expect(pickText(null, 'uz')).toBe('');
    expect(pickText(undefined, 'eng')).toBe('');
  });
});

describe('MultilingualSchema', () => {
  it('requires all three languages', () => {
    expect(MultilingualSchema.safeParse({ uz: 'a', ru: 'b' }).success).toBe(false);
    expect(MultilingualSchema.safeParse({ uz: 'a', ru: 'b', eng: 'c' }).success).toBe(true);
  });
});
