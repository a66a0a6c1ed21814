import { entities } from '../../../fixtures/entities';
import type { Db } from '../../database';
import { refuse } from '../../errors';
import { columnOf, tableOf } from '../../store/tables';

const entityName = (id: number) => entities.find((entity) => entity.Id === id)?.Name ?? `Entidad ${id}`;

export type SerialConflict = { code: 'TM-0008' } | { code: 'TM-0010'; serial: string; entity: string };

/**
 * A serial number is one device: it lives in one entity. Which entities hold a serial number, whatever the caller's scope: a serial of the
 * caller's entity is TM-0008, one another entity holds is TM-0010 naming that entity, for the
 * import and the single creation alike.
 */
export const createSerialOwners = (db: Db) => {
  const table = tableOf({ name: 'terminals' });
  const column = columnOf('serialNumber');
  // The engine's indexes lead with the entity; this one finds a serial in any entity.
  db.exec(`CREATE INDEX IF NOT EXISTS ${table}__serial_any ON ${table} (${column})`);
  const owners = db.prepare(`SELECT DISTINCT entity_id AS entityId FROM ${table} WHERE ${column} = ?`);
  const entitiesOf = (serial: string) => (owners.all(serial) as { entityId: number }[]).map((row) => row.entityId);
  return {
    entitiesOf,
    entityName,
    /** The code a serial breaks for a caller's entity: TM-0008 its own, TM-0010 another's (with its Message). */
    conflictOf: (serial: string, entityId: number): SerialConflict | undefined => {
      const holders = entitiesOf(serial);
      if (holders.includes(entityId)) return { code: 'TM-0008' };
      const holder = holders[0];
      return holder === undefined ? undefined : { code: 'TM-0010', serial, entity: entityName(holder) };
    },
  };
};

export type SerialOwners = ReturnType<typeof createSerialOwners>;

/**
 * Single creation and edition: a serial another entity holds is 409 TM-0010, Message
 * `serial - entity` (the engine's uniqueness check answers the caller's own with 400 TM-0008).
 */
export const assertSerialElsewhere = (owners: SerialOwners, entityId: number, serial: unknown) => {
  if (typeof serial !== 'string') return;
  const conflict = owners.conflictOf(serial, entityId);
  if (conflict?.code === 'TM-0010')
    throw refuse(409, 'TM-0010', {
      Message: `${conflict.serial} - ${conflict.entity}`,
      Errors: { serialNumber: 'TM-0010' },
    });
};
