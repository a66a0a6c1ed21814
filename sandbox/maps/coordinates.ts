import type { Db } from '../database';
import {
  cellSize,
  type MapBounds,
  type MapCluster,
  type TerminalCoordinates,
  type TerminalCoordinatesQuery,
} from '../../resources/maps/clustering';
import { columnOf as c } from '../storage/tables';

const LAT = `json_extract(data, '$.location.latitude')`;
const LNG = `json_extract(data, '$.location.longitude')`;

/**
 * The clusters of `clustering.ts` in SQL: one GROUP BY over the entity's terminals in the box,
 * by grid cell. An expression index on the position keeps the box a range scan.
 */
export const createCoordinateQueries = (db: Db) => {
  // Covering: every column the map's queries read is in the index, so no document is parsed.
  // Partial, on located terminals: only the map's queries (which ask for a position) may use it;
  // the terminal list's counts keep their own online indexes.
  db.exec(`DROP INDEX IF EXISTS r_terminals__position`);
  db.exec(`DROP INDEX IF EXISTS r_terminals__map`);
  db.exec(
    `CREATE INDEX IF NOT EXISTS r_terminals__located ON r_terminals (entity_id, ${LAT}, ${LNG}, ${c('deleted')}, ${c('lastConnectionDate')}, ${c('brandId')}, ${c('commerceId')}, ${c('serialNumber')}) WHERE ${LAT} IS NOT NULL AND ${LNG} IS NOT NULL`,
  );

  const filtersOf = (
    entityId: number,
    query: TerminalCoordinatesQuery,
    onlineSince: string,
    commerceIds: readonly number[] | undefined,
  ) => {
    const where = [`entity_id = ?`, `${c('deleted')} IS NOT 1`, `${LAT} IS NOT NULL`, `${LNG} IS NOT NULL`];
    const params: (string | number)[] = [entityId];
    if (commerceIds !== undefined) {
      where.push(`${c('commerceId')} IN (SELECT value FROM json_each(?))`);
      params.push(JSON.stringify(commerceIds));
    }
    if (query.brandId !== undefined) {
      where.push(`${c('brandId')} = ?`);
      params.push(query.brandId);
    }
    if (query.commerceId !== undefined) {
      where.push(`${c('commerceId')} = ?`);
      params.push(query.commerceId);
    }
    if (query.online === true) {
      where.push(`${c('lastConnectionDate')} >= ?`);
      params.push(onlineSince);
    } else if (query.online === false) {
      where.push(`(${c('lastConnectionDate')} IS NULL OR ${c('lastConnectionDate')} < ?)`);
      params.push(onlineSince);
    }
    return { where, params };
  };

  const boxOf = (bbox: MapBounds | undefined) =>
    bbox
      ? {
          sql: [`${LAT} BETWEEN ? AND ?`, `${LNG} BETWEEN ? AND ?`],
          params: [bbox.south, bbox.north, bbox.west, bbox.east],
        }
      : { sql: [], params: [] };

  /** `commerceIds`: the partner scope's commerces, when the caller is narrowed to them. */
  return (
    entityId: number,
    query: TerminalCoordinatesQuery,
    onlineSince: string,
    commerceIds?: readonly number[],
  ): TerminalCoordinates => {
    const { where, params } = filtersOf(entityId, query, onlineSince, commerceIds);
    const whole = query.bbox
      ? undefined
      : (db
          .prepare(
            `SELECT count(*) AS total, min(${LAT}) AS south, max(${LAT}) AS north, min(${LNG}) AS west, max(${LNG}) AS east
         FROM r_terminals WHERE ${where.join(' AND ')}`,
          )
          .get(...params) as { total: number } & MapBounds);
    const box = boxOf(query.bbox);
    const size = cellSize(query.zoom);
    // The grid cell in the outer query: an expression over the position in GROUP BY keeps
    // SQLite from reading the positions out of the index (each document was parsed again, five
    // times slower), so the positions are read first into a materialized set.
    const rows = db
      .prepare(
        `WITH located AS MATERIALIZED (
           SELECT ${LAT} AS latitude, ${LNG} AS longitude, ${c('lastConnectionDate')} AS lastConnection, id,
             ${c('serialNumber')} AS serialNumber
           FROM r_terminals WHERE ${[...where, ...box.sql].join(' AND ')})
         SELECT CAST((latitude + 90) / ? AS INTEGER) || ':' || CAST((longitude + 180) / ? AS INTEGER) AS key,
           avg(latitude) AS latitude, avg(longitude) AS longitude, count(*) AS count,
           sum(lastConnection >= ?) AS online, min(id) AS id, min(serialNumber) AS serialNumber
         FROM located GROUP BY key`,
      )
      .all(...params, ...box.params, size, size, onlineSince) as (Omit<MapCluster, 'terminal'> & {
      id: number;
      serialNumber: string;
    })[];
    const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
    return {
      total: whole ? whole.total : null,
      bounds:
        whole && whole.total > 0
          ? { south: whole.south, west: whole.west, north: whole.north, east: whole.east }
          : null,
      clusters: rows.map(({ id, serialNumber, ...cluster }) => ({
        ...cluster,
        latitude: round6(cluster.latitude),
        longitude: round6(cluster.longitude),
        online: cluster.online ?? 0,
        ...(cluster.count === 1 ? { terminal: { id, serialNumber } } : {}),
      })),
    };
  };
};
