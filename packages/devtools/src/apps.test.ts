import { REMOTES, SHELL_PORT } from '@mp/contracts';
import { REMOTE_APPS, SHELL_APP } from './apps.mjs';

describe('tooling app list', () => {
  it('matches the remotes declared in the contracts', () => {
    expect(REMOTE_APPS).toEqual(
      REMOTES.map((remote) => ({
        name: remote.name,
        dir: remote.packageDir,
        port: remote.port,
        entryPath: remote.entryPath,
        // Camera and microphone for the remote that holds the video calls (the meet screens).
        ...(remote.routes.some((route: string) => route.endsWith('/meet')) ? { media: true } : {}),
      })),
    );
    expect(SHELL_APP.port).toBe(SHELL_PORT);
  });
});
