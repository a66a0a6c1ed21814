import { configFrom } from './config';
import { DatabaseNeedsReseed, removeDatabaseFiles } from './database';
import { personas } from './identity/personas';
import { createSandbox } from './sandbox';
import { seedIfEmpty } from './seed';

/**
 * tsx sandbox/main.ts start [--reseed] [--terminals N]   serve the services and the built console
 * tsx sandbox/main.ts seed  [--terminals N]              rebuild the database and exit
 */
const [command = 'start', ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const terminalsOption = option('terminals');
const config = configFrom(process.env, terminalsOption ? { terminals: Number(terminalsOption) } : {});

if (command === 'seed' || args.includes('--reseed')) removeDatabaseFiles(config.databaseFile);
const opened = await createSandbox(config).catch((error: unknown) => {
  if (!(error instanceof DatabaseNeedsReseed)) throw error;
  console.error(error.message);
  process.exit(1);
});
const { app, context } = opened;
const seed = seedIfEmpty(context);
if (seed.seeded) console.log(`Seeded ${seed.terminals} terminals in ${seed.milliseconds} ms (${config.databaseFile}).`);
if (seed.added.length > 0) console.log(`Migrated ${config.databaseFile}: seeded the new ${seed.added.join(', ')}.`);
if (seed.addedPermissions.length > 0) {
  console.log(
    `Added to the permission catalogue, granted to every all-permission role: ${seed.addedPermissions.join(', ')}.`,
  );
}

if (command === 'seed') {
  context.db.close();
} else {
  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host}:${config.port}/`;
  console.log(`\nConsole and sandbox services: ${url}\n`);
  console.table(personas.map(({ userName, password, description }) => ({ user: userName, password, description })));
  const stop = async () => {
    await app.close();
    context.db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
