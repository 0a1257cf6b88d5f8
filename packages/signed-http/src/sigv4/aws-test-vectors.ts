/**
 * AWS's published SigV4 test suite (aws-sig-v4-test-suite, as carried by smithy-typescript's
 * signature-v4 suite fixture): request shapes and the signatures AWS expects for them.
 * Every vector: host example.amazonaws.com, x-amz-date 20150830T123600Z, region us-east-1,
 * service "service", key AKIDEXAMPLE / wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY.
 */
export interface AwsVector {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
  signedHeaders: string;
  signature: string;
}

export const VECTOR_CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
export const VECTOR_DATE = new Date('2015-08-30T12:36:00Z');
export const VECTOR_REGION = 'us-east-1';
export const VECTOR_SERVICE = 'service';
export const VECTOR_SESSION_TOKEN =
  'AQoDYXdzEPT//////////wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmxfpSPfIeoIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYwT7WZ0wq5VSXDvp75YU9HFvlRd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKmlzm8FDrypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2ICCR/oLxBA==';

const hd = 'host;x-amz-date';
const hmd = 'host;my-header1;x-amz-date';
const unreserved = '-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const AWS_VECTORS: readonly AwsVector[] = [
  {
    name: 'get-vanilla',
    method: 'GET',
    path: '/',
    query: {},
    headers: {},
    signedHeaders: hd,
    signature: '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
  },
  {
    name: 'get-header-key-duplicate',
    method: 'GET',
    path: '/',
    query: {},
    headers: { 'my-header1': 'value2,value2,value1' },
    signedHeaders: hmd,
    signature: 'c9d5ea9f3f72853aea855b47ea873832890dbdd183b4468f858259531a5138ea',
  },
  {
    name: 'get-header-value-order',
    method: 'GET',
    path: '/',
    query: {},
    headers: { 'my-header1': 'value4,value1,value3,value2' },
    signedHeaders: hmd,
    signature: '08c7e5a9acfcfeb3ab6b2185e75ce8b1deb5e634ec47601a50643f830c755c01',
  },
  {
    name: 'get-header-value-trim',
    method: 'GET',
    path: '/',
    query: {},
    headers: { 'my-header1': 'value1', 'my-header2': '"a   b   c"' },
    signedHeaders: 'host;my-header1;my-header2;x-amz-date',
    signature: 'acc3ed3afb60bb290fc8d2dd0098b9911fcaa05412b367055dee359757a9c736',
  },
  {
    name: 'get-unreserved',
    method: 'GET',
    path: `/${unreserved}`,
    query: {},
    headers: {},
    signedHeaders: hd,
    signature: '07ef7494c76fa4850883e2b006601f940f8a34d404d0cfa977f52a65bbf5f24f',
  },
  {
    name: 'get-utf8',
    method: 'GET',
    path: '/\u1234',
    query: {},
    headers: {},
    signedHeaders: hd,
    signature: '8318018e0b0f223aa2bbf98705b62bb787dc9c0e678f255a891fd03141be5d85',
  },
  {
    name: 'get-vanilla-query-order-key-case',
    method: 'GET',
    path: '/',
    query: { Param2: 'value2', Param1: 'value1' },
    headers: {},
    signedHeaders: hd,
    signature: 'b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
  },
  {
    name: 'get-vanilla-query-unreserved',
    method: 'GET',
    path: '/',
    query: { [unreserved]: unreserved },
    headers: {},
    signedHeaders: hd,
    signature: '9c3e54bfcdf0b19771a7f523ee5669cdf59bc7cc0884027167c21bb143a40197',
  },
  {
    name: 'get-vanilla-utf8-query',
    method: 'GET',
    path: '/',
    query: { '\u1234': 'bar' },
    headers: {},
    signedHeaders: hd,
    signature: '2cdec8eed098649ff3a119c94853b13c643bcf08f8b0a1d91e12c9027818dd04',
  },
  {
    name: 'post-vanilla',
    method: 'POST',
    path: '/',
    query: {},
    headers: {},
    signedHeaders: hd,
    signature: '5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b',
  },
  {
    name: 'post-header-value-case',
    method: 'POST',
    path: '/',
    query: {},
    headers: { 'my-header1': 'VALUE1' },
    signedHeaders: hmd,
    signature: 'cdbc9802e29d2942e5e10b5bccfdd67c5f22c7c4e8ae67b53629efa58b974b7d',
  },
  {
    name: 'post-vanilla-query',
    method: 'POST',
    path: '/',
    query: { Param1: 'value1' },
    headers: {},
    signedHeaders: hd,
    signature: '28038455d6de14eafc1f9222cf5aa6f1a96197d7deb8263271d420d138af7f11',
  },
  {
    name: 'post-vanilla-query-nonunreserved',
    method: 'POST',
    path: '/',
    query: { '@#$%^': '', '+': '/,?><`";:\\|][{}' },
    headers: {},
    signedHeaders: hd,
    signature: '66c82657c86e26fb25238d0e69f011edc4c6df5ae71119d7cb98ed9b87393c1e',
  },
  {
    name: 'post-vanilla-query-space',
    method: 'POST',
    path: '/',
    query: { p: '' },
    headers: {},
    signedHeaders: hd,
    signature: 'e71688addb58a26418614085fb730ba3faa623b461c17f48f2fbdb9361b94a9b',
  },
  {
    name: 'post-sts-header-before',
    method: 'POST',
    path: '/',
    query: {},
    headers: { 'x-amz-security-token': VECTOR_SESSION_TOKEN },
    signedHeaders: 'host;x-amz-date;x-amz-security-token',
    signature: '85d96828115b5dc0cfc3bd16ad9e210dd772bbebba041836c64533a82be05ead',
  },
  {
    name: 'post-x-www-form-urlencoded',
    method: 'POST',
    path: '/',
    query: {},
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'Param1=value1',
    signedHeaders: 'content-type;host;x-amz-date',
    signature: 'ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a',
  },
  {
    name: 'post-x-www-form-urlencoded-parameters',
    method: 'POST',
    path: '/',
    query: {},
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf8' },
    body: 'Param1=value1',
    signedHeaders: 'content-type;host;x-amz-date',
    signature: '1a72ec8f64bd914b0e42e42607c7fbce7fb2c7465f63e3092b3b0d39fa77a6fe',
  },
];
