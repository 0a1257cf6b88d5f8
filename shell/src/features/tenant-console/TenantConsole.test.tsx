import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TenantConfig, TenantConfigDraft, TenantConfigVersion } from '@mp/contracts';
import { apiError, apiStub, type ApiStub, type StubHandler } from '@mp/test-kit';
import { renderSignedIn } from '../admin/test-support';
import { testConfig } from './test-config';
import { TenantConsole } from './TenantConsole';

const ACME = { tenantId: 'acme' };

const SEED: TenantConfigVersion = {
  version: 1,
  source: 'seed',
  publishedAt: '2026-11-20T10:00:00.000Z',
  current: false,
};
const PUBLISHED: TenantConfigVersion = {
  version: 2,
  source: 'publish',
  publishedAt: '2026-11-25T10:00:00.000Z',
  publishedBy: { userId: 'admin-1', name: 'Ada Admin' },
  current: true,
};

const READABLE = testConfig({
  colours: { color1: '#1b1f2a', primaryButton: '#1d4ed8', primaryButtonText: '#ffffff' },
  header: { backgroundColor: '#ffffff', textColor: '#111111', linkColor: '#1d4ed8' },
  features: {
    videoChat: { isEnabled: false, values: [{ userRole: 'customer', enabled: true }] },
  },
  metadata: { '/customer/jobs': { title: 'Jobs' } },
});

/** The API's console calls over one draft and a list of versions. */
function consoleRoutes(config: TenantConfig, versions = [PUBLISHED, SEED]) {
  let draft: TenantConfigDraft = { config, basedOnVersion: 2 };
  let list = versions;
  const routes: Record<string, StubHandler> = {
    'GET /admin/tenant-config/draft': () => ({ status: 200, body: draft }),
    'PUT /admin/tenant-config/draft': (request) => {
      draft = {
        config: request.body as TenantConfig,
        basedOnVersion: 2,
        savedAt: '2026-11-26T10:00:00.000Z',
      };
      return { status: 200, body: draft };
    },
    'POST /admin/tenant-config/publish': () => {
      const created: TenantConfigVersion = { ...PUBLISHED, version: list.length + 1 };
      list = [created, ...list.map((v) => ({ ...v, current: false }))];
      return { status: 200, body: created };
    },
    'GET /admin/tenant-config/versions': () => ({ status: 200, body: { versions: list } }),
    'POST /admin/tenant-config/versions/{version}/rollback': (request) => {
      const restored = Number(request.params.version);
      const created: TenantConfigVersion = {
        ...PUBLISHED,
        version: list.length + 1,
        source: 'rollback',
        restoredVersion: restored,
      };
      list = [created, ...list.map((v) => ({ ...v, current: false }))];
      return { status: 200, body: created };
    },
  };
  return routes;
}

async function openConsole(routes: Record<string, StubHandler>): Promise<ApiStub> {
  const api = apiStub(routes, ACME);
  await renderSignedIn(<TenantConsole />, api.http);
  await screen.findByRole('textbox', { name: 'color1' });
  return api;
}

function savedBody(api: ApiStub): TenantConfig {
  return api.callsTo('PUT /admin/tenant-config/draft').at(-1)?.body as TenantConfig;
}

describe('The tenant console', () => {
  it('saves an edited colour in the draft PUT body', async () => {
    const api = await openConsole(consoleRoutes(READABLE));
    expect(screen.getByText('No changes since version 2')).toBeTruthy();
    const colour = screen.getByRole('textbox', { name: 'color1' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#ff0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved\. Visitors see it/)).toBeTruthy();
    const body = savedBody(api);
    expect(body.styling.colorsMap.color1).toBe('#ff0000');
    expect(body.settings.styling.metadata).toEqual({ '/customer/jobs': { title: 'Jobs' } });
  });

  it('sets a colour from the picker, the button styles, logo height, switches and metadata', async () => {
    const api = await openConsole(consoleRoutes(READABLE));
    fireEvent.change(screen.getByLabelText('Pick a colour for primaryButton'), {
      target: { value: '#0f5132' },
    });
    const primary = screen.getByRole('group', { name: 'Primary button' });
    await userEvent.type(within(primary).getByRole('textbox', { name: 'Corner radius' }), '12px');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Logo height (px)' }), '48');
    await userEvent.click(screen.getByRole('checkbox', { name: 'videoChat is on' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Administrators' }), 'off');
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Open jobs');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/tenant-config/draft')).toHaveLength(1));
    const body = savedBody(api);
    expect(body.styling.colorsMap.primaryButton).toBe('#0f5132');
    expect(body.styling.buttonStyles?.primary).toEqual({ borderRadius: '12px' });
    expect(body.styling.logoHeight).toBe(48);
    expect(body.features.videoChat).toEqual({
      isEnabled: true,
      values: [
        { userRole: 'customer', enabled: true },
        { userRole: 'administrator', enabled: false },
      ],
    });
    expect(body.settings.styling.metadata?.['/customer/jobs']).toEqual({ title: 'Open jobs' });
  });

  it('saves a menu, a language, the footer and custom CSS edited in their sections', async () => {
    const api = await openConsole(consoleRoutes(READABLE));
    for (const name of ['Custom menus', 'Languages', 'Footer', 'Custom CSS']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Add item to the Public menu' }));
    const publicMenu = screen.getByRole('group', { name: 'Public menu' });
    await userEvent.type(within(publicMenu).getByRole('textbox', { name: 'Title' }), 'About');
    await userEvent.type(within(publicMenu).getByRole('textbox', { name: /Link/ }), '/about');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name in the language menu' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name in the language menu' }), 'EN');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Copyright' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Copyright' }), '© Acme');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Route of the new style sheet' }),
      '*',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add CSS for a route' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/tenant-config/draft')).toHaveLength(1));
    const { settings } = savedBody(api);
    expect(settings.customMenus.public).toEqual([{ title: 'About', url: '/about' }]);
    expect(settings.languages).toEqual([{ value: 'en', label: 'EN' }]);
    expect(settings.footer.copyright).toBe('© Acme');
    expect(settings.styling.customCss).toEqual({ '*': '' });
  });

  it("shows the schema's message on a failing field and saves nothing while it fails", async () => {
    const api = await openConsole(consoleRoutes(READABLE));
    const colour = screen.getByRole('textbox', { name: 'color1' });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'not a colour');
    expect(screen.getByText('Expected a CSS colour')).toBeTruthy();
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/correct the fields marked below/)).toBeTruthy();
    expect(api.callsTo('PUT /admin/tenant-config/draft')).toHaveLength(0);
  });

  it("marks the field the API refuses, with the API's message", async () => {
    const routes = consoleRoutes(READABLE);
    routes['PUT /admin/tenant-config/draft'] = () =>
      apiError(400, 'The draft is not valid', [
        { path: 'body.styling.colorsMap.color1', message: 'Colour refused by the server' },
      ]);
    await openConsole(routes);
    await userEvent.type(screen.getByRole('textbox', { name: 'color1' }), '0');
    await userEvent.clear(screen.getByRole('textbox', { name: 'color1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'color1' }), '#123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Colour refused by the server')).toBeTruthy();
    expect(screen.getByText('The draft is not valid')).toBeTruthy();
  });

  it('publishes: unsaved changes are saved first, then published, and the versions reread', async () => {
    const api = await openConsole(consoleRoutes(READABLE));
    expect(await screen.findByRole('heading', { name: /Version 2/ })).toBeTruthy();
    const colour = screen.getByRole('textbox', { name: 'color1' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#222222');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Published as version 3/)).toBeTruthy();
    expect(savedBody(api).styling.colorsMap.color1).toBe('#222222');
    const publish = api.callsTo('POST /admin/tenant-config/publish');
    expect(publish).toHaveLength(1);
    expect(publish[0]?.body).toEqual({});
    expect(await screen.findByRole('heading', { name: /Version 3/ })).toBeTruthy();
  });

  it('lists the versions with publisher and rolls back to the chosen one after confirmation', async () => {
    const api = await openConsole(consoleRoutes(READABLE));
    const seed = (await screen.findByRole('heading', { name: 'Version 1' })).closest('li')!;
    expect(within(seed).getByText('Initial configuration')).toBeTruthy();
    const live = screen.getByRole('heading', { name: /Version 2/ }).closest('li')!;
    expect(within(live).getByText('Ada Admin')).toBeTruthy();
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(within(live).queryByRole('button')).toBeNull();
    await userEvent.click(within(seed).getByRole('button', { name: 'Roll back to version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to version 1?' });
    expect(api.callsTo('POST /admin/tenant-config/versions/{version}/rollback')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/tenant-config/versions/{version}/rollback')).toHaveLength(1),
    );
    const [call] = api.callsTo('POST /admin/tenant-config/versions/{version}/rollback');
    expect(call?.params).toEqual({ version: '1' });
    expect(call?.signed).toBe(true);
    expect(await screen.findByText('Rollback to version 1')).toBeTruthy();
    // The draft is read again: it is the restored configuration now.
    await waitFor(() => expect(api.callsTo('GET /admin/tenant-config/draft')).toHaveLength(2));
  });

  it('warns of a low-contrast pair with its ratio, and not once it reads well', async () => {
    const pale = testConfig({
      colours: { color1: '#1b1f2a' },
      header: { backgroundColor: '#ffffff', textColor: '#999999', linkColor: '#1d4ed8' },
    });
    await openConsole(consoleRoutes(pale));
    expect(screen.getByText('Text may be hard to read')).toBeTruthy();
    const item = document.querySelector('[data-pair="headerText"]');
    expect(item?.textContent).toContain('Header text: #999999 on #ffffff has a contrast of 2.84:1');
    expect(document.querySelector('[data-pair="headerLinks"]')).toBeNull();
    const text = screen.getByRole('textbox', { name: 'Header text' });
    await userEvent.clear(text);
    await userEvent.type(text, '#000000');
    expect(document.querySelector('[data-pair]')).toBeNull();
    expect(screen.queryByText('Text may be hard to read')).toBeNull();
  });

  it('shows the readable failure of the draft with a retry', async () => {
    const routes = consoleRoutes(READABLE);
    routes['GET /admin/tenant-config/draft'] = () => apiError(500, 'Internal error');
    const api = apiStub(routes, ACME);
    await renderSignedIn(<TenantConsole />, api.http);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
