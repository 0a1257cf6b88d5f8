import type { ApiClient, UploadFileResponse, UploadOptions, UploadRequest } from '@mp/contracts';
import { checkChosenFile, storeChosenFile } from './chosen-file';

const IMAGES = { contentTypes: ['image/png', 'image/jpeg'], maxBytes: 10 };
const VIDEOS = { contentTypes: ['video/mp4'], maxBytes: 100 };

function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('checkChosenFile', () => {
  it('takes a file of an accepted kind within that kind’s size', () => {
    expect(checkChosenFile(fileOf('a.png', 'image/png', 10), [IMAGES, VIDEOS])).toBeNull();
    expect(checkChosenFile(fileOf('a.mp4', 'video/mp4', 60), [IMAGES, VIDEOS])).toBeNull();
  });

  it('measures each file against its own kind’s limit', () => {
    expect(checkChosenFile(fileOf('a.png', 'image/png', 11), [IMAGES, VIDEOS])).toBe('tooLarge');
    expect(checkChosenFile(fileOf('a.mp4', 'video/mp4', 101), [IMAGES, VIDEOS])).toBe('tooLarge');
  });

  it('refuses other types and empty files as unsupported', () => {
    expect(checkChosenFile(fileOf('a.pdf', 'application/pdf', 5), [IMAGES])).toBe('unsupported');
    expect(checkChosenFile(fileOf('a.png', 'image/png', 0), [IMAGES])).toBe('unsupported');
    expect(checkChosenFile(fileOf('a.png', '', 5), [IMAGES])).toBe('unsupported');
  });
});

describe('storeChosenFile', () => {
  function recordingApi(): { api: ApiClient; sent: UploadRequest[] } {
    const sent: UploadRequest[] = [];
    const upload = (request: UploadRequest, options?: UploadOptions) => {
      sent.push(request);
      options?.onProgress?.({ loaded: 3, total: 3 });
      return Promise.resolve({ key: request.key } as UploadFileResponse);
    };
    return { api: { upload } as unknown as ApiClient, sent };
  }

  it('stores the file under its folder and owner with its purpose, and answers its entry', async () => {
    const { api, sent } = recordingApi();
    const progress: unknown[] = [];
    const file = fileOf('My photo.png', 'image/png', 4);
    const stored = await storeChosenFile(
      api,
      { folder: 'covers', userId: 'u-1', purpose: 'cover', file },
      (p) => progress.push(p),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^covers\/u-1\/[^/]+\/My_photo\.png$/);
    expect(sent[0]?.contentType).toBe('image/png');
    expect(sent[0]?.metadata).toEqual({ purpose: 'cover', name: 'My photo.png' });
    expect(progress).toEqual([{ loaded: 3, total: 3 }]);
    expect(stored).toEqual({
      key: sent[0]?.key,
      name: 'My photo.png',
      contentType: 'image/png',
      size: 4,
    });
  });

  it('stores under the content type it is given over the browser’s guess', async () => {
    const { api, sent } = recordingApi();
    const file = fileOf('notes.txt', '', 2);
    const stored = await storeChosenFile(api, {
      folder: 'jobs',
      userId: 'u-2',
      purpose: 'job-attachment',
      file,
      contentType: 'text/plain',
    });
    expect(sent[0]?.contentType).toBe('text/plain');
    expect(stored.contentType).toBe('text/plain');
  });
});
