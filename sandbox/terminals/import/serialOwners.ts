import { entities } from '../../../fixtures/entities';
import type { Db } from '../../database';
import { columnOf, tableOf } from '../../store/tables';

const entityName = (id: number) => entities.find((entity) => entity.Id === id)?.Name ?? `Entidad ${id}`;

/**
 * Which entities hold a serial number, whatever the caller's scope: the import tells a serial
 * of the caller's entity (TM-0008) from one another entity holds (TM-0010, naming it).
 */
export const createSerialOwners = (db: Db) => {
  const table = tableOf({ name: 'terminals' });
  const column = columnOf('serialNumber');
  // The engine's indexes lead with the entity; this one finds a serial in any entity.
  db.exec(`CREATE INDEX IF NOT EXISTS ${table}__serial_any ON ${table} (${column})`);
  const owners = db.prepare(`SELECT DISTINCT entity_id AS entityId FROM ${table} WHERE ${column} = ?`);
  return {
    entitiesOf: (serial: string) => (owners.all(serial) as { entityId: number }[]).map((row) => row.entityId),
    entityName,
  };
};

export type SerialOwners = ReturnType<typeof createSerialOwners>;
