import { buildConsoleApp, readyConsoleApp } from './app.ts';
import { prepareDatabase, readConfig } from './bootstrap.ts';
import { describeStep, StartSteps } from './start-steps.ts';

async function main(): Promise<void> {
  const steps = new StartSteps();
  steps.mark('module load');
  const config = readConfig();

  let shutdown: (code: number) => Promise<void> = async (code) => process.exit(code);
  const { database, lock } = await prepareDatabase(
    config,
    (error) => {
      // Another process may now own the folder: stop writing rather than risk losing data.
      process.stderr.write(`The lock of DATA_DIR ${config.dataDir} was lost (${error.message}); stopping.\n`);
      void shutdown(1);
    },
    steps,
  );

  const consoleApp = buildConsoleApp({ config, database });
  const { app } = consoleApp;
  steps.mark('app built');
  let stopping = false;
  shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    app.log.info('shutting down');
    await app.close().catch((err) => app.log.error({ err }, 'closing the HTTP server failed'));
    await database.close().catch((err) => app.log.error({ err }, 'closing the database failed'));
    await lock?.release().catch((err) => app.log.error({ err }, 'releasing the DATA_DIR lock failed'));
    process.exit(code);
  };
  // `on`, not `once`: Ctrl-C under `npm start` reaches the server twice (from the terminal's process group and
  // forwarded by scripts/start.mjs); a second signal without a handler would kill it before it released DATA_DIR.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));
  // Started by `npm start` (scripts/start.mjs) the server has a channel to it, closed when that process dies even
  // by SIGKILL: the server stops then too, rather than run on unsupervised holding DATA_DIR and the port.
  if (process.channel) {
    process.once('disconnect', () => {
      process.stderr.write('The npm start process that ran this server is gone; stopping.\n');
      void shutdown(0);
    });
    process.channel.unref();
  }

  try {
    await readyConsoleApp(consoleApp, database, steps);
    await app.listen({ port: config.port, host: config.host });
    steps.mark('listening');
    await consoleApp.operations.start();
    steps.mark('backups and control socket');
  } catch (error) {
    app.log.fatal({ err: error }, 'could not listen');
    await shutdown(1);
    return;
  }
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`console ready at http://localhost:${port} (database: ${where})`);
  for (const step of steps.steps) app.log.debug(step, describeStep(step));
}

await main();
