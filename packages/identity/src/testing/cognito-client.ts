/** Promise wrappers around the unmodified amazon-cognito-identity-js, for the tests. */
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';

export interface LibraryError extends Error {
  code: string;
}

export function userPool(endpoint: string, tenantId: string): CognitoUserPool {
  return new CognitoUserPool({
    UserPoolId: `local_${tenantId}`,
    ClientId: `${tenantId}webclient`,
    endpoint,
  });
}

export function signUp(
  pool: CognitoUserPool,
  email: string,
  password: string,
  attributes: Record<string, string> = {},
): Promise<{ userSub: string; userConfirmed: boolean }> {
  const list = Object.entries(attributes).map(
    ([Name, Value]) => new CognitoUserAttribute({ Name, Value }),
  );
  return new Promise((resolve, reject) =>
    pool.signUp(email, password, list, [], (error, result) =>
      error || !result ? reject(error) : resolve(result),
    ),
  );
}

export function confirm(pool: CognitoUserPool, email: string, code: string): Promise<unknown> {
  const user = new CognitoUser({ Username: email, Pool: pool });
  return new Promise((resolve, reject) =>
    user.confirmRegistration(code, false, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

export function signIn(
  pool: CognitoUserPool,
  email: string,
  password: string,
  flow?: 'USER_PASSWORD_AUTH',
): Promise<{ user: CognitoUser; session: CognitoUserSession }> {
  const user = new CognitoUser({ Username: email, Pool: pool });
  if (flow) user.setAuthenticationFlowType(flow);
  const details = new AuthenticationDetails({ Username: email, Password: password });
  return new Promise((resolve, reject) =>
    user.authenticateUser(details, {
      onSuccess: (session) => resolve({ user, session }),
      onFailure: reject,
    }),
  );
}

export function refresh(
  user: CognitoUser,
  session: CognitoUserSession,
): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) =>
    user.refreshSession(session.getRefreshToken(), (error: unknown, next: CognitoUserSession) =>
      error ? reject(error) : resolve(next),
    ),
  );
}

export function changePassword(user: CognitoUser, from: string, to: string): Promise<unknown> {
  return new Promise((resolve, reject) =>
    user.changePassword(from, to, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

export function forgotPassword(pool: CognitoUserPool, email: string): Promise<unknown> {
  const user = new CognitoUser({ Username: email, Pool: pool });
  return new Promise((resolve, reject) =>
    user.forgotPassword({ onSuccess: resolve, onFailure: reject }),
  );
}

export function confirmPassword(
  pool: CognitoUserPool,
  email: string,
  code: string,
  password: string,
): Promise<unknown> {
  const user = new CognitoUser({ Username: email, Pool: pool });
  return new Promise((resolve, reject) =>
    user.confirmPassword(code, password, { onSuccess: resolve, onFailure: reject }),
  );
}

export function globalSignOut(user: CognitoUser): Promise<unknown> {
  return new Promise((resolve, reject) =>
    user.globalSignOut({ onSuccess: resolve, onFailure: reject }),
  );
}

export function attributes(user: CognitoUser): Promise<Record<string, string>> {
  return new Promise((resolve, reject) =>
    user.getUserAttributes((error, list) =>
      error || !list
        ? reject(error)
        : resolve(Object.fromEntries(list.map((a) => [a.getName(), a.getValue()]))),
    ),
  );
}

export function updateAttributes(
  user: CognitoUser,
  values: Record<string, string>,
): Promise<unknown> {
  const list = Object.entries(values).map(
    ([Name, Value]) => new CognitoUserAttribute({ Name, Value }),
  );
  return new Promise((resolve, reject) =>
    user.updateAttributes(list, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

export function resendCode(pool: CognitoUserPool, email: string): Promise<unknown> {
  const user = new CognitoUser({ Username: email, Pool: pool });
  return new Promise((resolve, reject) =>
    user.resendConfirmationCode((error, result) => (error ? reject(error) : resolve(result))),
  );
}
