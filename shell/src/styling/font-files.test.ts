import { renderHook, waitFor } from '@testing-library/react';
import type { TenantFont } from '@mp/contracts';
import { fontFileKeys, useFontFileUrls } from './font-files';

const FONTS: TenantFont[] = [
  { type: 'local', key: 'Brand', fileKey: 'fonts/a/1/brand.woff2', weight: 400 },
  { type: 'local', key: 'Brand', fileKey: 'fonts/a/1/brand.woff2', weight: 700 },
  { type: 'local', key: 'Gone', fileKey: 'fonts/a/2/gone.ttf' },
  { type: 'web', key: 'Inter', url: 'https://fonts.test/inter.woff2', format: 'woff2' },
];

describe('uploaded font files', () => {
  const created: string[] = [];
  beforeEach(() => {
    let next = 0;
    URL.createObjectURL = jest.fn(() => {
      next += 1;
      const url = `blob:https://site.test/${next}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
  });

  it('names each uploaded file once', () => {
    expect(fontFileKeys(FONTS)).toEqual(['fonts/a/1/brand.woff2', 'fonts/a/2/gone.ttf']);
  });

  it('loads each file through the fetcher as an object URL, leaving out the unreadable', async () => {
    const fetchFile = jest.fn(async (key: string) => {
      if (key.endsWith('gone.ttf')) throw new Error('404');
      return new Blob(['wOF2']);
    });
    const { result, unmount } = renderHook(() => useFontFileUrls(FONTS, fetchFile));
    await waitFor(() =>
      expect(result.current).toEqual({ 'fonts/a/1/brand.woff2': 'blob:https://site.test/1' }),
    );
    expect(fetchFile).toHaveBeenCalledTimes(2);
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://site.test/1');
  });

  it('fetches nothing without uploaded faces', () => {
    const fetchFile = jest.fn(async () => new Blob([]));
    const { result } = renderHook(() => useFontFileUrls(FONTS.slice(3), fetchFile));
    expect(result.current).toEqual({});
    expect(fetchFile).not.toHaveBeenCalled();
  });
});
