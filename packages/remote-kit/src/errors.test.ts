import { fieldName, httpStatus, isAbort, readError } from './errors';

describe('readError', () => {
  it('reads an API refusal into kind, the server sentence and field errors by form field', () => {
    const refused = Object.assign(new Error('{"statusCode":422}'), {
      status: 422,
      body: { message: 'The job needs a title' },
      fields: [
        { path: 'body.job.title', message: 'Required' },
        { path: 'body.job.title', message: 'Second message is ignored' },
        { path: 'query.jobId', message: 'Not a job id' },
        { nonsense: true },
      ],
    });
    expect(readError(refused, ['job'])).toEqual({
      kind: 'validation',
      reason: 'The job needs a title',
      fields: { title: 'Required', jobId: 'Not a job id' },
    });
  });

  it('tells network failures and unknown throws apart, and never shows a raw body', () => {
    expect(readError({ status: 0, message: 'Failed to fetch' }).kind).toBe('network');
    expect(readError({ status: 409, message: 'Already closed' })).toMatchObject({
      kind: 'conflict',
      reason: 'Already closed',
    });
    expect(readError({ status: 500, message: '<html>oops</html>' }).reason).toBeNull();
    expect(readError('boom')).toEqual({ kind: 'server', reason: null, fields: {} });
  });

  it('drops request prefixes from field paths and recognises aborts', () => {
    expect(fieldName('body.job.location.address', ['job'])).toBe('location.address');
    expect(fieldName('params.channelId')).toBe('channelId');
    const abort = new Error('stopped');
    abort.name = 'AbortError';
    expect(isAbort(abort)).toBe(true);
    expect(isAbort(new Error('other'))).toBe(false);
  });
});

describe('httpStatus', () => {
  it('is the status of a failed call, 0 without an answer, and null for other throws', () => {
    expect(httpStatus({ status: 409, message: 'Used' })).toBe(409);
    expect(httpStatus({ status: 0, message: 'Failed to fetch' })).toBe(0);
    expect(httpStatus(new Error('no status'))).toBeNull();
    expect(httpStatus('boom')).toBeNull();
  });
});
