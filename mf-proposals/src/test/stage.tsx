import { render } from '@testing-library/react';
import type { RemoteName, SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import type { HttpClient } from '@mp/signed-http';
import { ProposalsApp } from '../exposed/App';

export const FREELANCER: SessionUser = {
  id: 'fl-1',
  tenantId: 'demo',
  name: 'Olena Koval',
  email: 'olena@example.test',
  role: 2,
};

export const CUSTOMER: SessionUser = {
  id: 'cu-1',
  tenantId: 'demo',
  name: 'Chris Buyer',
  email: 'chris@example.test',
  role: 3,
};

/** Mounts the remote the way the shell does, at `path`, with the given API client. */
export async function renderArea(
  path: string,
  http: HttpClient,
  user: SessionUser | null,
  language = 'en',
  enabledRemotes?: readonly RemoteName[],
) {
  const i18n = await createStageI18n(language, ProposalsApp);
  return render(
    <RemoteStage
      App={ProposalsApp}
      i18n={i18n}
      path={path}
      http={http}
      user={user}
      enabledRemotes={enabledRemotes}
    />,
  );
}
