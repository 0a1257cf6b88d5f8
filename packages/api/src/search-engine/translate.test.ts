/** The translator alone: SQL fragments, parameters and the 400s naming unsupported parts. */
import { HttpError } from '../http/errors';
import { JOBS_INDEX } from '../domains/jobs/search-index';
import { USERS_INDEX } from '../domains/users/search-index';
import { SqlParams } from './sql';
import { translateSearch, type SearchBody } from './translate';
import { parseDistanceKm, parseGeoPoint } from './values';

const NOW = new Date('2026-11-01T12:00:00.000Z');

function translate(body: SearchBody, hidden = new Map<string, string>()) {
  const params = new SqlParams();
  const result = translateSearch(body, {
    indexName: 'jobs',
    index: JOBS_INDEX.fields,
    params,
    hidden,
    now: NOW,
  });
  return { ...result, values: params.values };
}

function failure(body: SearchBody, hidden?: Map<string, string>) {
  try {
    translate(body, hidden);
  } catch (error) {
    if (error instanceof HttpError)
      return { status: error.statusCode, message: error.message, path: error.fields[0]?.path };
    throw error;
  }
  throw new Error('expected the translation to fail');
}

describe('translateSearch', () => {
  it('puts caller text in parameters only, never in the SQL', () => {
    const evil = "x'); DROP TABLE jobs; --";
    const { where, values } = translate({
      query: {
        bool: { must: [{ match: { title: evil } }], filter: [{ term: { jobStatus: evil } }] },
      },
    });
    expect(where).not.toContain('DROP');
    // title holds weight A of the stored vector: the words are searched as `word:A`.
    expect(where).toContain("t.search_vector @@ to_tsquery('english', $1)");
    expect(where).toContain('t.status = $2');
    expect(values).toEqual(['x:A | drop:A | table:A | jobs:A', evil]);
  });

  it('translates bool must/filter/must_not/should with minimum_should_match', () => {
    const { where, values } = translate({
      query: {
        bool: {
          must: { multi_match: { query: 'react developer', operator: 'and' } },
          filter: [
            { terms: { serviceId: ['web', 'design'] } },
            { range: { budget: { gte: 10000, lt: 500000 } } },
          ],
          must_not: [{ term: { jobStatus: 'CONTRACT' } }],
          should: [
            { term: { contractType: 1 } },
            { exists: { field: 'location.coordinates' } },
            { prefix: { 'location.address': 'Lon' } },
          ],
          minimum_should_match: 2,
        },
      },
    });
    expect(where).toContain('t.search_vector @@ to_tsquery');
    expect(where).toContain('t.service_id = ANY($2::text[])');
    expect(where).toContain('t.budget >= $3::bigint AND t.budget < $4::bigint');
    expect(where).toContain('(t.status = $5) IS NOT TRUE');
    expect(where).toMatch(/\) >= 2$/);
    expect(values.slice(0, 5)).toEqual([
      'react & developer',
      ['web', 'design'],
      10000,
      500000,
      'CONTRACT',
    ]);
  });

  it('compares amounts (bigint minor units) as whole numbers, so their indexes serve', () => {
    const bounds = translate({
      query: { range: { budget: { gt: 100.5, gte: 100.5, lt: 200.5, lte: 200.5 } } },
    });
    expect(bounds.where).toBe(
      't.budget > $1::bigint AND t.budget >= $2::bigint AND t.budget < $3::bigint AND t.budget <= $4::bigint',
    );
    expect(bounds.values).toEqual([100, 101, 201, 200]);
    const huge = translate({ query: { range: { budget: { lte: 1e30 } } } });
    expect(huge.values).toEqual([Number.MAX_SAFE_INTEGER]);
    const fraction = translate({ query: { term: { budget: 100.5 } } });
    expect(fraction.where).toBe('FALSE');
    const some = translate({ query: { terms: { budget: [100, 100.5] } } });
    expect(some.where).toBe('t.budget = ANY($1::bigint[])');
    expect(some.values).toEqual([[100]]);
    // Other numbers stay doubles.
    expect(translate({ query: { term: { contractType: 1 } } }).where).toBe(
      't.contract_type = $1::float8',
    );
  });

  it('scores text clauses and sorts by relevance by default, else by recency', () => {
    const scored = translate({ query: { match: { title: 'design' } } });
    expect(scored.score).toContain('ts_rank(t.search_vector');
    expect(scored.orderBy.startsWith('_score DESC')).toBe(true);
    const filtered = translate({
      query: { bool: { filter: { term: { jobStatus: 'FRESH_JOB' } } } },
    });
    expect(filtered.score).toBe('0');
    expect(filtered.orderBy).toBe('t.last_modified DESC, t.created_at DESC, t.id ASC');
  });

  it('sorts by fields, _score and geo distance; pages with a capped size', () => {
    const result = translate({
      sort: [
        { budget: { order: 'desc' } },
        '_score',
        { createdAt: 'asc' },
        { _geo_distance: { location: { lat: 51.5, lon: -0.12 }, order: 'asc' } },
      ],
      size: 5000,
      from: 20,
    });
    expect(result.orderBy).toMatch(
      /^t\.budget DESC NULLS LAST, _score DESC, t\.created_at ASC NULLS LAST, \(2 \* 6371/,
    );
    expect(result.limit).toBe(100);
    expect(result.offset).toBe(20);
  });

  it('translates geo_distance with a bounding box and the haversine distance', () => {
    const { where, values } = translate({
      query: {
        geo_distance: { distance: '10km', 'location.coordinates': { lat: 51.5074, lon: -0.1278 } },
      },
    });
    expect(where).toContain('t.latitude BETWEEN');
    expect(where).toContain('asin(least(1, sqrt(');
    expect(values[values.length - 1]).toBe(10);
  });

  it('turns wildcards and prefixes into escaped LIKE patterns', () => {
    const { where, values } = translate({
      query: {
        bool: { must: [{ wildcard: { title: 'we*_si?e' } }, { prefix: { jobStatus: 'FRESH%' } }] },
      },
    });
    expect(where).toContain('t.title ILIKE $1');
    expect(where).toContain('t.status LIKE $2');
    expect(values).toEqual(['%we%\\_si_e%', 'FRESH\\%%']);
  });

  it('resolves date math and minimum scores', () => {
    const { where, values } = translate({
      query: { range: { createdAt: { gte: 'now-7d/d' } } },
      min_score: 0.5,
    });
    expect(where).toContain('t.created_at >= $1::timestamptz');
    expect(values[0]).toBe('2026-10-25T00:00:00.000Z');
    expect(where).toContain('>= $2::float8');
  });

  it.each([
    [
      { query: { bool: { must: [{ fuzzy: { title: 'x' } }] } } },
      'body.query.bool.must[0].fuzzy',
      'fuzzy',
    ],
    [{ query: { query_string: { query: 'x' } } }, 'body.query.query_string', 'query_string'],
    [{ query: { match: { email: 'a@b.c' } } }, 'body.query.match.email', 'email'],
    [
      { query: { match: { title: { query: 'x', fuzziness: 2 } } } },
      'body.query.match.title.fuzziness',
      'fuzziness',
    ],
    [{ query: { term: { title: 'x' } } }, 'body.query.term.title', 'text field'],
    [{ query: { bool: { must: [], nope: [] } } }, 'body.query.bool.nope', 'nope'],
    [{ query: { match: { constructor: 'x' } } }, 'body.query.match.constructor', 'constructor'],
    [{ query: { toString: {} } }, 'body.query.toString', 'toString'],
    [{ sort: [{ description: 'asc' }] }, 'body.sort[0].description', 'not sortable'],
    [
      { query: { geo_distance: { distance: 'far', location: [0, 0] } } },
      'body.query.geo_distance.distance',
      'distance',
    ],
    [
      { query: { range: { createdAt: { gte: 'yesterday' } } } },
      'body.query.range.createdAt.gte',
      'date',
    ],
    [
      { query: { match: { title: 'a', description: 'b' } } },
      'body.query.match',
      'exactly one field',
    ],
    [{ query: { term: { jobStatus: 'a\u0000b' } } }, 'body.query.term.jobStatus.value', 'NUL'],
  ])('answers 400 naming the unsupported part (%#)', (body, path, words) => {
    const error = failure(body as SearchBody);
    expect(error.status).toBe(400);
    expect(error.path).toBe(path);
    expect(error.message).toContain(path);
    expect(error.message).toContain(words);
  });

  it('refuses fields hidden from the caller', () => {
    const params = new SqlParams();
    const hidden = new Map([['hourlyRate', 'hourlyRate is hidden in this marketplace']]);
    expect(() =>
      translateSearch(
        { query: { range: { hourlyRate: { lte: 10 } } } },
        { indexName: 'users', index: USERS_INDEX.fields, params, hidden },
      ),
    ).toThrow(/hourlyRate is hidden/);
  });

  it('refuses absurdly deep bodies', () => {
    let query: Record<string, unknown> = { match_all: {} };
    for (let i = 0; i < 20; i += 1) query = { bool: { must: [query] } };
    expect(failure({ query }).message).toContain('nest at most');
  });
});

describe('values', () => {
  it('reads distances and points in the Elasticsearch forms', () => {
    expect(parseDistanceKm('10km', 'd')).toBe(10);
    expect(parseDistanceKm('500m', 'd')).toBe(0.5);
    expect(parseDistanceKm(2000, 'd')).toBe(2);
    expect(parseDistanceKm('1mi', 'd')).toBeCloseTo(1.609, 3);
    expect(parseGeoPoint({ lat: 1, lon: 2 }, 'p')).toEqual({ lat: 1, lng: 2 });
    expect(parseGeoPoint([2, 1], 'p')).toEqual({ lat: 1, lng: 2 });
    expect(parseGeoPoint('1,2', 'p')).toEqual({ lat: 1, lng: 2 });
    expect(() => parseGeoPoint({ lat: 91, lon: 0 }, 'p')).toThrow(/Latitude/);
  });
});
