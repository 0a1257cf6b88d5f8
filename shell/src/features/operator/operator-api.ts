/**
 * The platform operator's calls from the operator screen (docs/tenants.md#the-operator-screen).
 * They go through the shell's client as declared calls, unsigned, with the operator's token as
 * a bearer token: the token is typed in by the operator and kept only in this tab's
 * sessionStorage, never in the bundle or the runtime configuration.
 */
import {
  endpointRequest,
  type CallArgs,
  type CallInput,
  type CallOutput,
  type Endpoint,
} from '@mp/contracts';
import type { HttpClient } from '@mp/signed-http';

const TOKEN_KEY = 'mp.operatorToken';

export interface OperatorApi {
  call<E extends Endpoint>(endpoint: E, ...input: CallArgs<E>): Promise<CallOutput<E>>;
}

/** Declared calls with the operator's token; a refusal (401 included) is the screen's to show. */
export function operatorApi(http: HttpClient, token: string): OperatorApi {
  return {
    call: <E extends Endpoint>(endpoint: E, input?: CallInput<E>) => {
      const request = endpointRequest(endpoint, input);
      // Public: never signed with a tenant user's session, and a 401 ends no session.
      return http.request(request.method, request.path, {
        query: request.query,
        body: request.body,
        public: true,
        signal: input?.signal,
        headers: { authorization: `Bearer ${token}` },
      }) as Promise<CallOutput<E>>;
    },
  };
}

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage switched off by the browser: the token lives as long as the screen.
    return null;
  }
}

export function readOperatorToken(): string | null {
  return tabStorage()?.getItem(TOKEN_KEY) || null;
}

export function keepOperatorToken(token: string): void {
  tabStorage()?.setItem(TOKEN_KEY, token);
}

export function forgetOperatorToken(): void {
  tabStorage()?.removeItem(TOKEN_KEY);
}
