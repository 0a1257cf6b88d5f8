import {
  CONTACT_MASK,
  contactGuardMode,
  contactKindsOf,
  findContactDetails,
  maskContactDetails,
} from './contact-guard';

const kinds = (text: string) => findContactDetails(text).map((f) => f.kind);
const found = (text: string) => findContactDetails(text).map((f) => text.slice(f.start, f.end));

describe('findContactDetails', () => {
  it.each([
    ['Write to ada.l@example.co.uk tomorrow', ['ada.l@example.co.uk']],
    ['ada [at] example [dot] com', ['ada [at] example [dot] com']],
    ['ada (at) mail (dot) example (dot) org please', ['ada (at) mail (dot) example (dot) org']],
  ])('finds the e-mail address in %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
    expect(kinds(text)).toEqual(expected.map(() => 'email'));
  });

  it.each([
    ['Call +44 20 7946 0958 after six', '+44 20 7946 0958'],
    ['my mobile 07946 095812', '07946 095812'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['ring 555-123-4567', '555-123-4567'],
    ['0049 30 1234567', '0049 30 1234567'],
  ])('finds the phone number in %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
    expect(kinds(text)).toEqual(['phone']);
  });

  it.each([
    ['wa.me/447946095812', 'wa.me/447946095812'],
    ['find me at https://t.me/ada_builds.', 'https://t.me/ada_builds.'],
    ['www.linkedin.com/in/ada', 'www.linkedin.com/in/ada'],
    ['book via calendly.com/ada/30min', 'calendly.com/ada/30min'],
    ['skype:ada.lovelace?call', 'skype:ada.lovelace?call'],
    ['https://us02web.zoom.us/j/123', 'https://us02web.zoom.us/j/123'],
  ])('finds the outside contact link in %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
    expect(kinds(text)).toEqual(['link']);
  });

  it.each([
    'The budget is 10 000 000 and the deadline 2026-03-15.',
    'We met on 15.03.2026 at 14:30 for 2 hours.',
    'Order 123456789 shipped; see https://example.com/docs',
    'I have 12 years of React and 3 of Node, rate 45 per hour.',
    'Meet at noon in the office',
  ])('leaves ordinary text alone: %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  it('merges overlapping findings (mailto: and the address) into one', () => {
    const text = 'mailto:ada@example.com';
    expect(findContactDetails(text)).toEqual([{ kind: 'link', start: 0, end: text.length }]);
  });
});

describe('maskContactDetails', () => {
  it('replaces each finding and keeps the rest', () => {
    const text = 'Mail ada@example.com or call +44 20 7946 0958, thanks';
    expect(maskContactDetails(text)).toBe(`Mail ${CONTACT_MASK} or call ${CONTACT_MASK}, thanks`);
    expect(contactKindsOf(findContactDetails(text))).toEqual(['email', 'phone']);
  });

  it('returns text without contact details unchanged', () => {
    expect(maskContactDetails('Hello there')).toBe('Hello there');
  });
});

describe('contactGuardMode', () => {
  it("masks only when the switch says 'mask'; anything else warns", () => {
    expect(contactGuardMode('mask')).toBe('mask');
    expect(contactGuardMode('warn')).toBe('warn');
    expect(contactGuardMode(undefined)).toBe('warn');
    expect(contactGuardMode({ mode: 'mask' })).toBe('warn');
  });
});
