/*
 * The receipt uses the PDF's built-in Helvetica (nothing to download or embed), which draws only the
 * Windows-1252 characters. PDFKit writes anything else as a broken character code, so every piece of text
 * goes through drawable() first: names can hold emoji, Hebrew, Arabic, control characters...
 */

/** What the bytes 0x80-0x9F of Windows-1252 stand for, by code point (0: unused byte). */
export const WIN_ANSI_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];
const WIN_ANSI_EXTRAS = new Set(WIN_ANSI_HIGH.filter(Boolean));

/** Latin letters with no decomposition to a drawable base letter. */
const LOOKALIKES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

/** What stands for a character the font cannot draw. */
export const UNDRAWABLE = '?';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const LATIN_1 = /^[\x20-\x7e\xa0-\xff]*$/;

function isDrawable(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const ok = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);
    if (!ok) return false;
  }
  return true;
}

function drawableGrapheme(grapheme: string): string {
  if (/^\s+$/u.test(grapheme)) return ' ';
  if (isDrawable(grapheme)) return grapheme;
  // 'Ő' → 'O', 'ﬁ' → 'fi': the closest letters the font has.
  const base = grapheme
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/./gu, (ch) => LOOKALIKES[ch] ?? ch);
  if (base && isDrawable(base)) return base;
  // Direction marks, joiners and other invisible characters: nothing to draw.
  if (/^[\p{Cc}\p{Cf}\p{M}]+$/u.test(grapheme)) return '';
  return UNDRAWABLE;
}

/**
 * The text as the standard fonts can draw it, on one line: each character they lack becomes the nearest
 * plain letter, or '?', one per visible character (an emoji or a letter of another script).
 */
export function drawable(text: string, maxLength = 300): string {
  // Latin-1 only (most names and amounts): each character is its own grapheme and drawable as it is.
  if (LATIN_1.test(text))
    return text
      .slice(0, maxLength * 4)
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, maxLength);
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC').slice(0, maxLength * 4))) {
    out += drawableGrapheme(segment);
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, maxLength);
}
