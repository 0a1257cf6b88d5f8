import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteAppProps, RemoteName } from '@mp/contracts';
import { RemoteLoaderContext, type RemoteAppLoader } from './federation/remote-app';
import { initShellI18n } from './i18n';
import { ShellContext } from './shell-context';
import { ShellApp } from './ShellApp';

function JobsStub({ tenantId }: RemoteAppProps) {
  return <h1>Jobs area of {tenantId}</h1>;
}

async function renderShell(path: string, enabled: RemoteName[], loader: RemoteAppLoader) {
  const i18n = createInstance();
  await initShellI18n('en', i18n);
  render(
    <I18nextProvider i18n={i18n}>
      <ShellContext.Provider
        value={{
          tenantId: 'demo',
          apiBaseUrl: 'http://api.test',
          enabledRemotes: enabled,
          user: null,
          features: {},
        }}
      >
        <RemoteLoaderContext.Provider value={loader}>
          <MemoryRouter initialEntries={[path]}>
            <ShellApp />
          </MemoryRouter>
        </RemoteLoaderContext.Provider>
      </ShellContext.Provider>
    </I18nextProvider>,
  );
}

describe('ShellApp', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('contains a failing remote in its area and mounts it on Retry', async () => {
    const loader = jest
      .fn<ReturnType<RemoteAppLoader>, Parameters<RemoteAppLoader>>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValueOnce(JobsStub);
    await renderShell('/post-job', ['mf_jobs', 'mf_proposals'], loader);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Jobs is not available right now');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Proposals' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Demo');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Jobs area of demo' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenCalledWith('mf_jobs');
  });

  it('treats the paths of a remote switched off for the tenant as not found, without loading it', async () => {
    const loader = jest.fn<ReturnType<RemoteAppLoader>, Parameters<RemoteAppLoader>>();
    await renderShell('/products/create', ['mf_jobs'], loader);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('shows not found for unknown paths and links the enabled areas from home', async () => {
    const loader = jest.fn<ReturnType<RemoteAppLoader>, Parameters<RemoteAppLoader>>();
    await renderShell('/no/such/page', ['mf_jobs'], loader);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find the right freelancer for every job',
    );
    expect(screen.getByRole('link', { name: 'Go to Jobs' })).toHaveAttribute(
      'href',
      '/freelancer/search-jobs',
    );
  });
});
