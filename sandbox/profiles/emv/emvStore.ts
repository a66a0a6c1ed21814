import { seededEmvConfiguration } from '../../../resources/profiles/emv/emvSeed';
import type { EmvConfiguration } from '../../../resources/profiles/emv/emvShapes';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';

interface Row {
  applications: string;
  ca_keys: string;
}

/**
 * Each profile's EMV configuration, one row per profile. A profile the seed made has none until
 * first read: it then gets the seeded configuration (emvSeed.ts), dated from that moment.
 */
export const createEmvStore = ({ db, store }: SandboxContext, now: () => number = Date.now) => {
  db.exec(`CREATE TABLE IF NOT EXISTS emv_configurations (
    profile_id INTEGER PRIMARY KEY, applications TEXT NOT NULL, ca_keys TEXT NOT NULL)`);
  const select = db.prepare('SELECT applications, ca_keys FROM emv_configurations WHERE profile_id = ?');
  const upsert = db.prepare(
    `INSERT INTO emv_configurations (profile_id, applications, ca_keys) VALUES (?, ?, ?)
     ON CONFLICT (profile_id) DO UPDATE SET applications = excluded.applications, ca_keys = excluded.ca_keys`,
  );

  const write = (config: EmvConfiguration) =>
    upsert.run(config.profileId, JSON.stringify(config.applications), JSON.stringify(config.caKeys));

  /** The entity's profile, or PM-0021 (global parameters not found). */
  const profileOf = (entityId: number, profileId: number) => {
    const profile = store.get('profiles', profileId, entityId);
    if (!profile) throw refuse(404, 'PM-0021');
    return profile;
  };

  const read = (entityId: number, profileId: number): EmvConfiguration => {
    profileOf(entityId, profileId);
    const row = select.get(profileId) as Row | undefined;
    if (row) return { profileId, applications: JSON.parse(row.applications), caKeys: JSON.parse(row.ca_keys) };
    const seeded = { profileId, ...seededEmvConfiguration(profileId, now()) };
    write(seeded);
    return seeded;
  };

  return { read, write, profileOf };
};

export type EmvStore = ReturnType<typeof createEmvStore>;
