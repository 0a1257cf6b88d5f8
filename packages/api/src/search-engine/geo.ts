/** Great-circle distance in SQL (haversine), with a bounding box the planner can use first. */
import type { SqlParams } from './sql';
import type { GeoPoint } from './values';

export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = 111.195;

/** SQL for the distance in kilometres between the row's lat/lng columns and a point. */
export function haversineSql(
  latColumn: string,
  lngColumn: string,
  point: GeoPoint,
  params: SqlParams,
): string {
  const lat = params.add(point.lat);
  const lng = params.add(point.lng);
  return `(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${latColumn} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${latColumn})) *
    power(sin(radians(${lngColumn} - ${lng}::float8) / 2), 2)))))`;
}

/** Rows within `km` of the point: a bounding box (cheap, indexable) and the exact distance. */
export function withinDistanceSql(
  latColumn: string,
  lngColumn: string,
  point: GeoPoint,
  km: number,
  params: SqlParams,
): string {
  const dLat = km / KM_PER_DEGREE_LAT;
  const parts = [`${latColumn} IS NOT NULL`];
  if (point.lat - dLat > -90 && point.lat + dLat < 90) {
    parts.push(
      `${latColumn} BETWEEN ${params.add(point.lat - dLat)}::float8 AND ${params.add(point.lat + dLat)}::float8`,
    );
    const maxLat = Math.max(Math.abs(point.lat - dLat), Math.abs(point.lat + dLat));
    const dLng = km / (KM_PER_DEGREE_LAT * Math.cos((maxLat * Math.PI) / 180));
    if (point.lng - dLng > -180 && point.lng + dLng < 180) {
      parts.push(
        `${lngColumn} BETWEEN ${params.add(point.lng - dLng)}::float8 AND ${params.add(point.lng + dLng)}::float8`,
      );
    }
  }
  parts.push(`${haversineSql(latColumn, lngColumn, point, params)} <= ${params.add(km)}::float8`);
  return parts.join(' AND ');
}
