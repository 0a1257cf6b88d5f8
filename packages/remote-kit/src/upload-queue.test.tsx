import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ROLES, type ApiClient, type SessionUser, type UploadRequest } from '@mp/contracts';
import { AreaContext, type AreaContextValue } from './area-context';
import { PendingUploadItem } from './PendingUploadItem';
import { uploadKey, uploadProblemOf, useUploadQueue, type UploadProblem } from './upload-queue';
import { DEMO_TENANT } from './tenant';

const USER: SessionUser = {
  id: 'u-1',
  tenantId: 't-1',
  name: 'Ada',
  email: 'ada@example.com',
  role: ROLES.freelancer,
};

function areaWith(http: Partial<ApiClient>, user: SessionUser | null): AreaContextValue {
  return {
    basePath: '',
    user,
    namespace: 'test',
    nav: [],
    http: http as ApiClient,
    features: {},
    tenantId: 't-1',
    tenant: DEMO_TENANT,
    mountSection: null,
    enabledRemotes: null,
  };
}

function tooBig(file: File): UploadProblem | null {
  return file.size > 5 ? 'tooLarge' : null;
}

function Uploader({ limit, onBusy }: { limit?: number; onBusy: (busy: boolean) => void }) {
  const [stored, setStored] = useState<string[]>([]);
  const { pending, batch, uploading, input, choose } = useUploadQueue({
    check: tooBig,
    upload: async (api, userId, file, onProgress) => {
      const answer = await api.upload(
        { key: `${userId}/${file.name}`, contentType: file.type, file },
        { onProgress },
      );
      return answer.key;
    },
    onUploaded: (key) => setStored((previous) => [...previous, key]),
    onBusyChange: onBusy,
  });
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        aria-label="Add files"
        onChange={(event) => void choose(event.target.files, limit)}
      />
      <p>{`${batch.done} of ${batch.total}, ${uploading} on the way`}</p>
      <ul aria-label="Pending">
        {pending.map((item) => (
          <PendingUploadItem
            key={item.id}
            item={item}
            uploadingLabel={(name) => `Uploading ${name}`}
            problemText={(problem) => `Problem: ${problem}`}
          />
        ))}
      </ul>
      <ul aria-label="Stored">
        {stored.map((key) => (
          <li key={key}>{key}</li>
        ))}
      </ul>
    </>
  );
}

function fileOf(name: string, content: string): File {
  return new File([content], name, { type: 'text/plain' });
}

describe('uploadProblemOf', () => {
  it('reads the firewall, a lost session and the files API statuses', () => {
    const waf = Object.assign(new Error('blocked'), { name: 'WAF' });
    expect(uploadProblemOf(waf)).toBe('blocked');
    expect(uploadProblemOf(new Error('User is not logged in'))).toBe('signIn');
    expect(uploadProblemOf({ status: 413 })).toBe('tooLarge');
    expect(uploadProblemOf({ status: 400 })).toBe('unsupported');
    expect(uploadProblemOf(new Error('boom'))).toBe('failed');
    expect(uploadProblemOf(null)).toBe('failed');
  });
});

describe('uploadKey', () => {
  it('puts each upload in its own folder under its owner, with a safe name', () => {
    const first = uploadKey('jobs', 'u-1', '../My file (1).pdf');
    const second = uploadKey('jobs', 'u-1', '../My file (1).pdf');
    expect(first).toMatch(/^jobs\/u-1\/[^/]+\/My_file_1_.pdf$/);
    expect(first).not.toBe(second);
    expect(uploadKey('products', 'u-2', '...')).toMatch(/^products\/u-2\/[^/]+\/file$/);
  });
});

describe('useUploadQueue', () => {
  it('shows each file with its progress, keeps what was stored and reports the failures', async () => {
    let finish: (key: string) => void = () => undefined;
    let progress: ((sent: { loaded: number; total: number }) => void) | undefined;
    const upload = jest.fn(
      (request: UploadRequest, options?: { onProgress?: typeof progress }) =>
        new Promise<{ key: string; path: string }>((resolve, reject) => {
          if (request.file instanceof File && request.file.name === 'bad.txt')
            return reject(Object.assign(new Error('no'), { status: 400 }));
          progress = options?.onProgress;
          finish = (key) => resolve({ key, path: key });
        }),
    );
    const onBusy = jest.fn();
    render(
      <AreaContext.Provider value={areaWith({ upload } as Partial<ApiClient>, USER)}>
        <Uploader onBusy={onBusy} />
      </AreaContext.Provider>,
    );
    const files = [fileOf('a.txt', 'abc'), fileOf('big.txt', 'abcdefgh'), fileOf('bad.txt', 'x')];
    fireEvent.change(screen.getByLabelText('Add files'), { target: { files } });

    expect(onBusy).toHaveBeenLastCalledWith(true);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading a.txt' });
    act(() => progress?.({ loaded: 1, total: 4 }));
    expect(bar).toHaveAttribute('aria-valuetext', '25 %');
    expect(await screen.findByText('Problem: tooLarge')).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Problem: unsupported')).toBeInTheDocument();
    expect(screen.getByText('2 of 3, 1 on the way')).toBeInTheDocument();

    act(() => finish('u-1/a.txt'));
    expect(await screen.findByText('u-1/a.txt')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(onBusy).toHaveBeenLastCalledWith(false));
    expect(screen.getByText('3 of 3, 0 on the way')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('sends at most the given number of files', async () => {
    const upload = jest.fn(async (request: UploadRequest) => ({
      key: request.key,
      path: request.key,
    }));
    render(
      <AreaContext.Provider value={areaWith({ upload } as Partial<ApiClient>, USER)}>
        <Uploader limit={1} onBusy={jest.fn()} />
      </AreaContext.Provider>,
    );
    fireEvent.change(screen.getByLabelText('Add files'), {
      target: { files: [fileOf('a.txt', 'a'), fileOf('b.txt', 'b')] },
    });
    expect(await screen.findByText('u-1/a.txt')).toBeInTheDocument();
    expect(screen.queryByText('u-1/b.txt')).not.toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('asks a signed-out visitor to sign in without sending anything', async () => {
    const upload = jest.fn();
    render(
      <AreaContext.Provider value={areaWith({ upload } as Partial<ApiClient>, null)}>
        <Uploader onBusy={jest.fn()} />
      </AreaContext.Provider>,
    );
    fireEvent.change(screen.getByLabelText('Add files'), {
      target: { files: [fileOf('a.txt', 'a')] },
    });
    expect(await screen.findByText('Problem: signIn')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
});
