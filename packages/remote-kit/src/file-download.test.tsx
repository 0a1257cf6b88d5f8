import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ROLES, type ApiClient, type FileRef } from '@mp/contracts';
import { AreaContext, type AreaContextValue } from './area-context';
import { useFileDownload } from './file-download';
import { DEMO_TENANT } from './tenant';

const REPORT: FileRef = {
  key: 'f/1/report.pdf',
  name: 'report.pdf',
  contentType: 'application/pdf',
  size: 3,
};
const BROKEN: FileRef = {
  key: 'f/2/broken.pdf',
  name: 'broken.pdf',
  contentType: 'application/pdf',
  size: 3,
};

function areaWith(download: ApiClient['download']): AreaContextValue {
  return {
    basePath: '',
    user: { id: 'u-1', tenantId: 't-1', name: 'Ada', email: 'a@example.com', role: ROLES.customer },
    namespace: 'test',
    nav: [],
    http: { download } as Partial<ApiClient> as ApiClient,
    features: {},
    tenantId: 't-1',
    tenant: DEMO_TENANT,
    mountSection: null,
    enabledRemotes: null,
  };
}

function Files({ onError }: { onError: (error: unknown) => void }) {
  const { busyKey, failed, download } = useFileDownload(onError);
  return (
    <>
      {[REPORT, BROKEN].map((file) => (
        <button key={file.key} type="button" onClick={() => void download(file)}>
          {busyKey === file.key ? `Fetching ${file.name}` : file.name}
        </button>
      ))}
      {failed && <p role="alert">{`${failed.name} did not download`}</p>}
    </>
  );
}

describe('useFileDownload', () => {
  const createObjectURL = jest.fn(() => 'blob:file');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the file under its own name and names the one that failed', async () => {
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const download = jest.fn(async (key: string) => {
      if (key === BROKEN.key) throw new Error('gone');
      return new Blob(['pdf']);
    });
    const onError = jest.fn();
    render(
      <AreaContext.Provider value={areaWith(download)}>
        <Files onError={onError} />
      </AreaContext.Provider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'report.pdf' }));
    expect(screen.getByRole('button', { name: 'Fetching report.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['report.pdf']));
    expect(download).toHaveBeenCalledWith(REPORT.key);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'broken.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('broken.pdf did not download');
    expect(onError).toHaveBeenCalledWith(new Error('gone'));
    expect(screen.getByRole('button', { name: 'broken.pdf' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'report.pdf' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
