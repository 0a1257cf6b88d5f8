import { act, renderHook, waitFor } from '@testing-library/react';
import {
  PREVIEW_MESSAGE_TYPE,
  PREVIEW_READY_TYPE,
  isReadyFrom,
  previewedSettings,
  usePreviewStyling,
} from './preview-channel';
import { readPreviewMessage } from './preview-message';
import { testConfig } from './test-config';

const parent = { name: 'the console window' };
const own = { origin: 'https://acme.test', parent };
const styling = { colorsMap: { color1: '#123456' }, fontsList: [], fontVariablesList: [] };

describe('the preview channel', () => {
  it('takes the draft styling its same-origin parent posts', () => {
    const event = {
      origin: 'https://acme.test',
      source: parent as unknown as MessageEventSource,
      data: { type: PREVIEW_MESSAGE_TYPE, styling, header: { backgroundColor: '#000000' } },
    };
    expect(readPreviewMessage(event, own)).toEqual({
      styling,
      header: { backgroundColor: '#000000' },
    });
  });

  it('ignores other origins, other windows, other messages and invalid styling', () => {
    const data = { type: PREVIEW_MESSAGE_TYPE, styling };
    const source = parent as unknown as MessageEventSource;
    expect(readPreviewMessage({ origin: 'https://evil.test', source, data }, own)).toBeNull();
    const stranger = {} as MessageEventSource;
    expect(readPreviewMessage({ origin: own.origin, source: stranger, data }, own)).toBeNull();
    expect(
      readPreviewMessage({ origin: own.origin, source, data: { type: 'other', styling } }, own),
    ).toBeNull();
    const bad = { ...data, styling: { ...styling, colorsMap: { color1: 'url(x)' } } };
    expect(readPreviewMessage({ origin: own.origin, source, data: bad }, own)).toBeNull();
  });

  it("takes the draft's menus and footer, and refuses an invalid menu", () => {
    const source = parent as unknown as MessageEventSource;
    const customMenus = { public: [{ title: 'Draft item', url: '/about' }] };
    const { footer } = testConfig({}).settings;
    const data = { type: PREVIEW_MESSAGE_TYPE, styling, customMenus, footer };
    expect(readPreviewMessage({ origin: own.origin, source, data }, own)).toEqual({
      styling,
      customMenus,
      footer,
    });
    const bad = { ...data, customMenus: { public: [{ title: '', url: '/about' }] } };
    expect(readPreviewMessage({ origin: own.origin, source, data: bad }, own)).toBeNull();
  });

  it("takes the draft's titles per language and uploaded font faces", () => {
    const source = parent as unknown as MessageEventSource;
    const customMenus = {
      public: [{ title: 'About', titles: { de: 'Über uns' }, url: '/about' }],
    };
    const base = testConfig({}).settings.footer;
    const footer = { ...base, privacy: { ...base.privacy, titles: { de: 'Datenschutz' } } };
    const fonts = {
      ...styling,
      fontsList: [{ type: 'local', key: 'Brand', fileKey: 'fonts/a/1/brand.woff2' }],
    };
    const data = { type: PREVIEW_MESSAGE_TYPE, styling: fonts, customMenus, footer };
    expect(readPreviewMessage({ origin: own.origin, source, data }, own)).toEqual({
      styling: fonts,
      customMenus,
      footer,
    });
  });

  it('shows the previewed menus and footer in place of the published ones', () => {
    const published = testConfig({}).settings;
    const customMenus = { public: [{ title: 'Draft item', url: '/about' }] };
    const footer = { ...published.footer, intro: 'Draft intro' };
    expect(previewedSettings(published, null)).toBe(published);
    expect(previewedSettings(null, { styling, customMenus })).toBeNull();
    expect(previewedSettings(published, { styling, customMenus, footer })).toEqual({
      ...published,
      customMenus,
      footer,
    });
  });

  it('shows the previewed header colours and logo, and drops a published logo the draft lacks', () => {
    const base = testConfig({}).settings;
    const published = {
      ...base,
      styling: { logo: '/published.svg', header: { backgroundColor: '#000000' } },
    };
    const header = { backgroundColor: '#ffffff' };
    expect(
      previewedSettings(published, { styling, header, headerLogo: '/draft.svg' })?.styling,
    ).toEqual({ logo: '/draft.svg', header });
    expect(previewedSettings(published, { styling })?.styling).toEqual({});
    const source = parent as unknown as MessageEventSource;
    const data = { type: PREVIEW_MESSAGE_TYPE, styling, headerLogo: 'javascript:alert(1)' };
    expect(readPreviewMessage({ origin: own.origin, source, data }, own)).toBeNull();
  });

  it("hears a frame's ready call only from that frame and this origin", () => {
    const frame = {} as Window;
    const ready = { type: PREVIEW_READY_TYPE };
    const origin = window.location.origin;
    expect(isReadyFrom({ origin, source: frame, data: ready }, frame)).toBe(true);
    expect(isReadyFrom({ origin, source: {} as Window, data: ready }, frame)).toBe(false);
    expect(isReadyFrom({ origin: 'https://evil.test', source: frame, data: ready }, frame)).toBe(
      false,
    );
    expect(isReadyFrom({ origin, source: frame, data: null }, frame)).toBe(false);
  });
});

describe('a framed page', () => {
  const realParent = Object.getOwnPropertyDescriptor(window, 'parent');
  afterEach(() => {
    if (realParent) Object.defineProperty(window, 'parent', realParent);
  });

  it('says it is ready once it listens, then paints what its parent posts', async () => {
    const posted: unknown[] = [];
    const consoleWindow = { postMessage: (message: unknown) => posted.push(message) };
    Object.defineProperty(window, 'parent', { configurable: true, value: consoleWindow });
    const { result } = renderHook(() => usePreviewStyling());
    expect(result.current).toBeNull();
    await waitFor(() => expect(posted).toEqual([{ type: PREVIEW_READY_TYPE }]));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: consoleWindow as unknown as MessageEventSource,
          data: { type: PREVIEW_MESSAGE_TYPE, styling },
        }),
      );
    });
    expect(result.current).toEqual({ styling });
  });

  it('never listens when the page is not framed', async () => {
    const listening = jest.spyOn(window, 'addEventListener');
    const { result } = renderHook(() => usePreviewStyling());
    await act(() => Promise.resolve());
    expect(listening).not.toHaveBeenCalledWith('message', expect.any(Function));
    expect(result.current).toBeNull();
    listening.mockRestore();
  });
});
