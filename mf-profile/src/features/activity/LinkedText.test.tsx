import { linkParts } from './LinkedText';

describe("a post's links", () => {
  it('links http and https addresses, leaving sentence punctuation outside', () => {
    expect(linkParts('See https://a.example/x, and http://b.example.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://a.example/x' },
      { kind: 'text', text: ',' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', href: 'http://b.example' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps every other scheme and broken addresses as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://a.example',
      'www.a.example',
    ])
      expect(linkParts(text)).toEqual([{ kind: 'text', text }]);
    expect(linkParts('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });
});
