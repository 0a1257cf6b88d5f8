import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlaggedContent as Flagged, FlaggedContentPage } from '@mp/contracts';
import { apiError, apiStub, type ApiStub, type StubHandler } from '@mp/test-kit';
import { renderSignedIn } from './test-support';
import { FlaggedContentSection } from '.';

function flagged(overrides: Partial<Flagged>): Flagged {
  return {
    id: 'f-1',
    source: 'message',
    action: 'warned',
    kinds: ['email', 'phone'],
    text: 'Mail me at jo@example.com or call 020 7946 0958',
    sender: { userId: 'c-1', name: 'Cora Customer', profilePicture: 'https://img.test/cora.png' },
    recipient: { userId: 'f-1', name: 'Fran Freelancer', profilePicture: null },
    channelId: 'ch-1',
    jobId: 'j-1',
    jobTitle: 'Logo design',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

async function renderSection(routes: Record<string, StubHandler>): Promise<ApiStub> {
  const api = apiStub(routes);
  await renderSignedIn(<FlaggedContentSection />, api.http);
  return api;
}

describe('Flagged contact details', () => {
  it('shows each flagged text as written, with who wrote it to whom, and pages on', async () => {
    const api = await renderSection({
      'GET /admin/flagged-content': (request) =>
        request.query.get('from') === 'next'
          ? {
              status: 200,
              body: {
                items: [
                  flagged({
                    id: 'f-2',
                    source: 'cv',
                    action: 'masked',
                    kinds: ['link'],
                    recipient: null,
                    jobTitle: null,
                    text: 't.me/jo',
                  }),
                ],
              } satisfies FlaggedContentPage,
            }
          : {
              status: 200,
              body: { items: [flagged({})], lastEvaluatedKey: 'next' } satisfies FlaggedContentPage,
            },
    });
    const section = await screen.findByRole('region', {
      name: 'Contact details before a contract',
    });
    const [first] = await within(section).findAllByRole('listitem');
    expect(first).toHaveTextContent(/Cora Customer → (FF)?Fran Freelancer/);
    expect(first).toHaveTextContent(
      'Message · sent after the warning · e-mail address, phone number · Job: Logo design',
    );
    expect(
      within(first!).getByText('Mail me at jo@example.com or call 020 7946 0958'),
    ).toBeTruthy();
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('https://img.test/cora.png');
    expect(api.callsTo('GET /admin/flagged-content')[0]).toMatchObject({ signed: true });

    await userEvent.click(within(section).getByRole('button', { name: 'Show more flagged texts' }));
    expect(await within(section).findByText('t.me/jo')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent(
      'CV · hidden from the reader · contact link',
    );
  });

  it('says when nothing is flagged, and offers a retry after a failure', async () => {
    let fail = true;
    await renderSection({
      'GET /admin/flagged-content': () =>
        fail ? apiError(503, 'down') : { status: 200, body: { items: [] } },
    });
    expect(await screen.findByText('The flagged texts could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing flagged')).toBeTruthy();
  });
});
