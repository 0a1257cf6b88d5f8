import { screen, waitFor, within } from '@testing-library/react';
import { apiError, ok } from '@mp/test-kit';
import userEvent from '@testing-library/user-event';
import type { TenantConfig } from '@mp/contracts';
import { FontFilesField } from './FontFilesField';
import { renderSection } from './test-support';
import { testConfig } from './test-config';

function withFonts(fontsList: TenantConfig['styling']['fontsList']): TenantConfig {
  const config = testConfig({});
  return { ...config, styling: { ...config.styling, fontsList } };
}

describe('The font files field', () => {
  it('adds a web font with its address, weight, style and format', async () => {
    const { latest } = await renderSection(FontFilesField, withFonts([]));
    expect(screen.getByText(/No font files/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add font' }));
    expect(screen.getByText('A web font needs an http(s) url')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Font name' }), 'Brand Sans');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Address/ }),
      'https://fonts.example.com/brand.woff2',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Weight' }), '700');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'italic');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Format/ }), 'woff2');
    expect(screen.queryByText('A web font needs an http(s) url')).toBeNull();
    expect(latest().styling.fontsList).toEqual([
      {
        type: 'web',
        key: 'Brand Sans',
        url: 'https://fonts.example.com/brand.woff2',
        weight: 700,
        style: 'italic',
        format: 'woff2',
      },
    ]);
  });

  it('takes a local font installed on the device or at an app path, and removes one', async () => {
    const { latest } = await renderSection(
      FontFilesField,
      withFonts([
        { type: 'local', key: 'Georgia', weight: 'bold' },
        { type: 'web', key: 'Inter', url: 'https://fonts.example.com/inter.css' },
      ]),
    );
    const georgia = document.querySelector('[data-font="Georgia"]') as HTMLElement;
    const address = within(georgia).getByRole('textbox', { name: /Address/ });
    await userEvent.type(address, 'https://elsewhere.test/g.woff2');
    expect(screen.getByText('A local font url must be a path served by the app')).toBeTruthy();
    await userEvent.clear(address);
    await userEvent.type(address, '/fonts/georgia.woff2');
    await userEvent.selectOptions(within(georgia).getByRole('combobox', { name: 'Weight' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Remove font Inter' }));
    expect(latest().styling.fontsList).toEqual([
      { type: 'local', key: 'Georgia', url: '/fonts/georgia.woff2' },
    ]);
  });

  it('uploads a font file for a local font and sets its format; removing it detaches the file', async () => {
    const user = userEvent.setup();
    const { latest, stub } = await renderSection(
      FontFilesField,
      withFonts([{ type: 'local', key: 'Brand', weight: 700 }]),
      {
        'POST /apis/auth/s3': ({ body }) =>
          ok({ key: (body as { key: string }).key, path: 'x' }, 201),
      },
    );
    const input = screen.getByLabelText('Upload a font file');
    await user.upload(input, new File(['wOF2-bytes'], 'Brand Bold.woff2', { type: '' }));
    await waitFor(() => expect(latest().styling.fontsList[0]?.fileKey).toBeDefined());
    const [sent] = stub.callsTo('POST /apis/auth/s3');
    const key = (sent?.body as { key: string }).key;
    expect(key).toMatch(/^fonts\/[^/]+\/[^/]+\/Brand[^/]*\.woff2$/);
    expect((sent?.body as { contentType: string }).contentType).toBe('font/woff2');
    expect(latest().styling.fontsList).toEqual([
      { type: 'local', key: 'Brand', weight: 700, fileKey: key, format: 'woff2' },
    ]);
    expect(screen.getByText(`Font file: ${key.split('/').pop()}`)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Address/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove the font file of Brand' }));
    expect(latest().styling.fontsList).toEqual([{ type: 'local', key: 'Brand', weight: 700 }]);
    expect(screen.getByLabelText('Upload a font file')).toBeTruthy();
  });

  it('refuses another type or a file over 5 MB before sending, and shows the API refusal', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { latest, stub } = await renderSection(
      FontFilesField,
      withFonts([{ type: 'local', key: 'Brand' }]),
      {
        'POST /apis/auth/s3': () =>
          apiError(
            400,
            'Something is wrong with your file. Please try again.',
            [{ path: 'body.file', message: 'the content is png, not woff2' }],
            'UNSUPPORTED_FILE',
          ),
      },
    );
    const input = screen.getByLabelText('Upload a font file');
    await user.upload(input, new File(['%PDF'], 'brand.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Choose a woff2, woff, ttf or otf font file.')).toBeTruthy();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.ttf');
    await user.upload(input, huge);
    expect(screen.getByText('The font file is larger than 5 MB.')).toBeTruthy();
    expect(stub.callsTo('POST /apis/auth/s3')).toHaveLength(0);

    await user.upload(input, new File(['png'], 'brand.otf'));
    expect(
      await screen.findByText('Something is wrong with your file. Please try again.'),
    ).toBeTruthy();
    expect(stub.callsTo('POST /apis/auth/s3')).toHaveLength(1);
    expect(latest().styling.fontsList).toEqual([{ type: 'local', key: 'Brand' }]);
  });

  it('offers no upload for a web font or a local font at a path', async () => {
    await renderSection(
      FontFilesField,
      withFonts([
        { type: 'web', key: 'Inter', url: 'https://fonts.example.com/inter.woff2' },
        { type: 'local', key: 'Brand', url: '/fonts/brand.woff2' },
      ]),
    );
    expect(screen.queryByLabelText('Upload a font file')).toBeNull();
  });
});
