import { checkKey, classifyKey, contentDisposition, decodePath, encodePath } from './keys';
import { createSniffer, declaredFamily, sniffFamily } from './sniff';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffFamily', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['gif', bytes('GIF89a', [1, 0])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['avi', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['isoVideo', bytes([0, 0, 0, 0x18], 'ftypmp42')],
    ['isoVideo', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['matroska', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f])],
    ['asf', bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0])],
    ['flv', bytes('FLV', [1, 5])],
    ['ooxml', bytes([0x50, 0x4b, 0x03, 0x04], 'xxxx[Content_Types].xml')],
    ['ole', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['text', Buffer.from('name,city\nZoë,Kyiv\n', 'utf8')],
    ['text', Buffer.from('true,false\nOTTO,wOF2\n', 'utf8')],
    ['woff2', bytes('wOF2', [0, 1, 0, 0, 0, 0, 0x0c, 0x40, 0, 0x0e])],
    ['woff', bytes('wOFF', [0, 1, 0, 0, 0, 0, 0x0c, 0x40, 0, 0x0e])],
    ['truetype', bytes([0, 1, 0, 0, 0, 0x0e, 0, 0x80, 0, 3])],
    ['truetype', bytes('true', [0, 0x0e, 0, 0x80])],
    ['opentype', bytes('OTTO', [0, 0x0c, 0, 0x80, 0, 3])],
  ])('recognises %s', (family, data) => {
    expect(sniffFamily(data)).toBe(family);
  });

  it.each([
    ['an executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['a plain zip', bytes([0x50, 0x4b, 0x03, 0x04], 'hello.txt')],
    ['invalid UTF-8', bytes([0x61, 0xff, 0xfe, 0x62])],
    ['text with NUL', bytes('abc', [0], 'def')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_label, data) => {
    expect(sniffFamily(data)).toBeNull();
  });

  it.each([
    ['ooxml', bytes([0x50, 0x4b, 0x03, 0x04], 'x'.repeat(5000), '[Content_Types].xml', 'y')],
    ['text', Buffer.from(`${'Zoë Kyiv, '.repeat(2000)}€ end`, 'utf8')],
    [null, bytes('a'.repeat(4000), [0], 'b')],
    [null, Buffer.from('abc€', 'utf8').subarray(0, 5)],
  ])('finds %s in bytes fed in pieces that split markers and characters', (family, data) => {
    for (const size of [1, 3, 7, 1000]) {
      const sniffer = createSniffer();
      for (let at = 0; at < data.length; at += size) sniffer.push(data.subarray(at, at + size));
      expect(sniffer.family()).toBe(family);
    }
  });

  it('maps declared types to families, ignoring case and parameters', () => {
    expect(declaredFamily('Image/JPG')).toBe('jpeg');
    expect(declaredFamily('text/csv; charset=utf-8')).toBe('text');
    expect(declaredFamily('video/quicktime')).toBe('isoVideo');
    expect(declaredFamily('text/html')).toBeNull();
  });
});

describe('keys', () => {
  it.each([
    '../../etc/passwd',
    '/abs',
    'a\\b',
    '%2e%2e/x',
    'a/%2F/b',
    'a//b',
    'a/',
    'C:/x',
    'a\u0000b',
    'x'.repeat(513),
  ])('refuses %j', (key) => {
    expect(checkKey(key).ok).toBe(false);
  });

  it('accepts ordinary keys and classifies them by their first segment', () => {
    expect(checkKey('cv/Jane Doe CV.pdf')).toEqual({ ok: true, key: 'cv/Jane Doe CV.pdf' });
    expect(classifyKey('milestones/ms-1/report.pdf')).toEqual({
      kind: 'milestone',
      scopeId: 'ms-1',
    });
    expect(classifyKey('messages/ch-7/a.png')).toEqual({ kind: 'message', scopeId: 'ch-7' });
    expect(classifyKey('images/a.png')).toEqual({ kind: 'other', scopeId: null });
  });

  it('round-trips storage paths and refuses non-canonical base64', () => {
    expect(decodePath(encodePath('cv/résumé.pdf'))).toBe('cv/résumé.pdf');
    expect(decodePath('not base64!')).toBeNull();
    expect(decodePath('YQ')).toBeNull();
  });

  it('never puts quotes or separators in the ASCII filename', () => {
    expect(contentDisposition('x/"evil";\r\nname.txt', false)).toBe(
      `attachment; filename="_evil____name.txt"; filename*=UTF-8''%22evil%22%3B%0D%0Aname.txt`,
    );
  });
});
