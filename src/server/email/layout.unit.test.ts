import { describe, expect, it } from 'vitest';
import { mailBody, SIGN_OFF, typedParagraphs } from './layout';

/*
 * The one mail layout (decision 0060): text and HTML from the same blocks, every value escaped, one shell.
 */

describe('a mail body', () => {
  const body = mailBody([
    'Hi Sam,\nthanks.',
    { heading: 'Your receipt' },
    { details: [['Amount', '$500 USD']], strong: true },
    { list: ['Logo on jerseys', 'Banner <big>'], title: "What's included" },
    { quote: 'Can we start in May?', title: 'Their comment' },
    { link: 'Open the matches', href: 'https://homefield.test/admin?tab=matches&x=1' },
    {
      actions: [{ label: 'Accept Match', href: 'https://homefield.test/a', tone: 'accept' }],
      lead: 'Answer',
    },
    { fine: 'These links work once.' },
    null,
    false,
  ]);

  it('says the same in text as in HTML, signed once by the team', () => {
    expect(body.text).toBe(
      [
        'Hi Sam,\nthanks.',
        'Your receipt',
        'Amount: $500 USD',
        "What's included:\n- Logo on jerseys\n- Banner <big>",
        'Their comment:\nCan we start in May?',
        'Open the matches: https://homefield.test/admin?tab=matches&x=1',
        'Answer\nAccept Match: https://homefield.test/a',
        'These links work once.',
        SIGN_OFF,
      ].join('\n\n'),
    );
    for (const words of ['Your receipt', '$500 USD', 'Logo on jerseys', 'Can we start in May?', 'Answer']) {
      expect(body.html).toContain(words);
    }
    expect(body.html.match(new RegExp(SIGN_OFF, 'g'))).toHaveLength(1);
    expect(body.html).toContain('Hi Sam,<br>thanks.');
  });

  it('escapes every value and link in the HTML, and wears one shell', () => {
    expect(body.html).toContain('Banner &lt;big&gt;');
    expect(body.html).not.toContain('<big>');
    expect(body.html).toContain('href="https://homefield.test/admin?tab=matches&amp;x=1"');
    expect(body.html.startsWith('<div style="font-family:')).toBe(true);
    expect(body.html.match(/<div/g)).toHaveLength(1);
  });

  it('leaves a mail someone wrote unsigned, parted where they left blank lines', () => {
    const typed = mailBody(typedParagraphs('Hello team,\r\n\r\n\r\nSee you Saturday.\nCoach'), {
      signed: false,
    });
    expect(typed.text).toBe('Hello team,\n\nSee you Saturday.\nCoach');
    expect(typed.html).not.toContain(SIGN_OFF);
    expect(typed.html).toContain('<p>See you Saturday.<br>Coach</p>');
  });
});
