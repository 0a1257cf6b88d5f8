/** Parsing of caller values inside clauses: dates, distances, geo points, boosts. */
import { searchError, isPlainObject } from './errors';

const DATE_MATH = /^now(?:([+-])(\d{1,6})([smhdwMy]))?(?:\/([smhdwMy]))?$/;
const UNIT_MS: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  M: 30 * 86_400_000,
  y: 365 * 86_400_000,
};

/** ISO dates, epoch milliseconds, or `now`, `now-7d`, `now+1h`, `now/d`. */
export function parseDate(value: unknown, path: string, now: Date): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  if (typeof value === 'string') {
    const math = DATE_MATH.exec(value);
    if (math !== null) {
      const [, sign, amount, unit, round] = math;
      let time = now.getTime();
      if (sign !== undefined && amount !== undefined && unit !== undefined)
        time += (sign === '-' ? -1 : 1) * Number(amount) * (UNIT_MS[unit] as number);
      if (round !== undefined) {
        const step = UNIT_MS[round] as number;
        time = Math.floor(time / step) * step;
      }
      return new Date(time).toISOString();
    }
    if (value.length <= 40 && /^\d{4}-\d{2}-\d{2}/.test(value)) {
      const parsed = Date.parse(value);
      if (!Number.isNaN(parsed)) return new Date(parsed).toISOString();
    }
  }
  throw searchError(
    path,
    'Expected a date: ISO 8601, epoch milliseconds or now[+-N(s|m|h|d|w|M|y)]',
  );
}

export function parseNumber(value: unknown, path: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  throw searchError(path, 'Expected a number');
}

export function parseBoolean(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw searchError(path, 'Expected true or false');
}

/** PostgreSQL text cannot hold NUL characters; refuse them instead of failing in SQL. */
export function checkedString(value: string, path: string): string {
  if (value.includes('\u0000')) throw searchError(path, 'NUL characters are not allowed');
  return value;
}

/** A keyword value: strings, numbers and booleans compare as their text. */
export function parseKeyword(value: unknown, path: string): string {
  if (typeof value === 'string' && value.length <= 500) return checkedString(value, path);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw searchError(path, 'Expected a string of at most 500 characters');
}

export function parseText(value: unknown, path: string): string {
  if (typeof value === 'string' && value.length <= 1000) return checkedString(value, path);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw searchError(path, 'Expected text of at most 1000 characters');
}

export function parseBoost(value: unknown, path: string): number {
  if (value === undefined) return 1;
  const boost = parseNumber(value, path);
  if (boost < 0 || boost > 1000) throw searchError(path, 'A boost is between 0 and 1000');
  return boost;
}

const DISTANCE =
  /^(\d+(?:\.\d+)?)\s*(km|kilometers|m|meters|mi|miles|yd|yards|ft|feet|nmi|NM|cm|mm)?$/;
const KM_PER_UNIT: Record<string, number> = {
  km: 1,
  kilometers: 1,
  m: 0.001,
  meters: 0.001,
  mi: 1.609344,
  miles: 1.609344,
  yd: 0.0009144,
  yards: 0.0009144,
  ft: 0.0003048,
  feet: 0.0003048,
  nmi: 1.852,
  NM: 1.852,
  cm: 0.00001,
  mm: 0.000001,
};
/** Half the Earth's circumference: every point is within it. */
export const MAX_DISTANCE_KM = 20_038;

/** "10km", "5mi", "300m" or a number of metres (Elasticsearch's default unit), in kilometres. */
export function parseDistanceKm(value: unknown, path: string): number {
  let km: number | null = null;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) km = value / 1000;
  if (typeof value === 'string') {
    const match = DISTANCE.exec(value.trim());
    if (match !== null) km = Number(match[1]) * (KM_PER_UNIT[match[2] ?? 'm'] as number);
  }
  if (km === null) throw searchError(path, 'Expected a distance such as "10km", "5mi" or "300m"');
  return Math.min(km, MAX_DISTANCE_KM);
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

function checkedPoint(lat: number, lng: number, path: string): GeoPoint {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90)
    throw searchError(path, 'Latitude must be between -90 and 90');
  if (!Number.isFinite(lng) || lng < -180 || lng > 180)
    throw searchError(path, 'Longitude must be between -180 and 180');
  return { lat, lng };
}

/** {lat, lon} (or lng), [lon, lat] as GeoJSON, or "lat,lon". */
export function parseGeoPoint(value: unknown, path: string): GeoPoint {
  if (isPlainObject(value)) {
    const lng = value.lon ?? value.lng;
    if (typeof value.lat === 'number' && typeof lng === 'number')
      return checkedPoint(value.lat, lng, path);
  }
  if (Array.isArray(value) && value.length === 2) {
    const [lng, lat] = value as unknown[];
    if (typeof lat === 'number' && typeof lng === 'number') return checkedPoint(lat, lng, path);
  }
  if (typeof value === 'string' && value.length <= 60) {
    const parts = value.split(',').map((part) => Number(part.trim()));
    if (parts.length === 2) return checkedPoint(parts[0] as number, parts[1] as number, path);
  }
  throw searchError(path, 'Expected a point: {"lat": .., "lon": ..}, [lon, lat] or "lat,lon"');
}
