import { render, screen } from '@testing-library/react';
import { AsVisitor } from './AsVisitor';
import { SessionContext, useSession } from './context';
import type { SessionValue, ShellSessionUser } from './types';

function WhoIsIt() {
  const { status, user } = useSession();
  return <p>{`${status}:${user?.id ?? 'nobody'}`}</p>;
}

const session = {
  status: 'authenticated',
  user: { id: 'admin-1' } as unknown as ShellSessionUser,
  signOut: async () => undefined,
  switchTo: async () => undefined,
  http: {} as SessionValue['http'],
} satisfies SessionValue;

function renderAs(active: boolean) {
  render(
    <SessionContext.Provider value={session}>
      <AsVisitor active={active}>
        <WhoIsIt />
      </AsVisitor>
    </SessionContext.Provider>,
  );
}

describe('AsVisitor', () => {
  it('shows its children to a signed-out visitor while active', () => {
    renderAs(true);
    expect(screen.getByText('anonymous:nobody')).toBeTruthy();
  });

  it('leaves the session as it is while inactive', () => {
    renderAs(false);
    expect(screen.getByText('authenticated:admin-1')).toBeTruthy();
  });
});
