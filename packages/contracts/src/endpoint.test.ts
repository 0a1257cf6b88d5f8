import { endpointRequest, type Endpoint } from './endpoint';
import * as endpoints from './endpoints';

const all = Object.entries(endpoints) as [string, Endpoint][];

describe('endpoint declarations', () => {
  it('are each exported under their operationId, which is unique', () => {
    for (const [name, endpoint] of all) expect(endpoint.operationId).toBe(name);
    expect(new Set(all.map(([, endpoint]) => endpoint.operationId)).size).toBe(all.length);
  });

  it('declare each method and path once', () => {
    const routes = all.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('load no zod: browser bundles that import them stay free of it', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod was loaded');
      });
      expect(() => jest.requireActual('./endpoints')).not.toThrow();
      expect(() => jest.requireActual('./endpoint')).not.toThrow();
      expect(() => jest.requireActual('./api-client')).not.toThrow();
    });
  });
});

describe('endpointRequest', () => {
  it('fills encoded path parameters and keeps query and body', () => {
    const request = endpointRequest(endpoints.postChannelMessage, {
      params: { channelId: 'c 1/2' },
      body: { message: 'hi' },
    });
    expect(request).toEqual({
      method: 'POST',
      path: '/channel/c%201%2F2/messages',
      query: undefined,
      body: { message: 'hi' },
      public: false,
    });
  });

  it('marks only public calls as never signed', () => {
    expect(endpointRequest(endpoints.getSettings, undefined).public).toBe(true);
    expect(endpointRequest(endpoints.getJob, { params: { jobId: 'j' } }).public).toBe(false);
    expect(endpointRequest(endpoints.postJob, { body: { job: {} as never } }).public).toBe(false);
  });

  it('refuses a missing path parameter, naming it', () => {
    expect(() => endpointRequest(endpoints.getJob, { params: { jobId: '' } })).toThrow(
      'getJob: the path parameter "jobId" is missing',
    );
  });
});
