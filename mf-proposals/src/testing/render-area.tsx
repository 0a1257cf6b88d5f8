import { render } from '@testing-library/react';
import type { ApiClient, RemoteName, SessionUser } from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { ProposalsApp } from '../exposed/App';

/** Mounts the remote the way the shell does, at `path`, over the given API client. */
export async function renderArea(
  path: string,
  http: ApiClient,
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
