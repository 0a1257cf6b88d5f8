import { HttpError } from '../http/errors';
import type { IdentityService } from './identity-service';
import { createSessionControl } from './sessions';

function identityEnding(outcome: 'ok' | 'down', calls: string[]): IdentityService {
  return {
    verifyIdToken: async () => null,
    createTenant: async () => {
      throw new Error('not part of a deactivation');
    },
    endSessions: async (tenantId, userId) => {
      calls.push(`end ${tenantId}/${userId}`);
      if (outcome === 'down') throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'down');
    },
  };
}

describe('createSessionControl', () => {
  it('closes the sockets, ends the sessions at the identity service, then learns the revocations', async () => {
    const calls: string[] = [];
    const sessions = createSessionControl(() => ({
      identity: identityEnding('ok', calls),
      disconnectUser: (tenantId, userId) => calls.push(`disconnect ${tenantId}/${userId}`),
      learnRevocations: async () => {
        calls.push('poll');
      },
      warn: () => calls.push('warn'),
    }));
    await sessions.endAll('demo', 'u1');
    expect(calls).toEqual(['disconnect demo/u1', 'end demo/u1', 'poll']);
  });

  it('logs an identity service that cannot be reached instead of failing the deactivation', async () => {
    const calls: string[] = [];
    const warnings: object[] = [];
    const sessions = createSessionControl(() => ({
      identity: identityEnding('down', calls),
      disconnectUser: (tenantId, userId) => calls.push(`disconnect ${tenantId}/${userId}`),
      learnRevocations: async () => {
        calls.push('poll');
      },
      warn: (details) => warnings.push(details),
    }));
    await expect(sessions.endAll('demo', 'u1')).resolves.toBeUndefined();
    expect(calls).toEqual(['disconnect demo/u1', 'end demo/u1']);
    expect(warnings).toEqual([expect.objectContaining({ tenantId: 'demo', userId: 'u1' })]);
  });
});
