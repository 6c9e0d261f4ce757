import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { startFeedScheduler } from './feeds/scheduler';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/database';
import { startHousekeeping } from './housekeeping';
import { describeMainImages } from './services/visual';
import { watchdogAlerts } from './services/watchdog';

/**
 * Starts the API and the site on one port, the scheduler that re-imports registered shop feeds (then describes the new pictures and mails the watchdog alerts of what changed) and the sweep of expired rows. Ctrl-C / SIGTERM drain in-flight requests, run `onClose`,
 * then close the database (checkpointing SQLite's WAL), so nothing acknowledged is lost.
 */
export async function startServer(options: { config: Config; database: DatabaseHandle; onClose?: () => void }): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = await buildApp({ db: database.db, config, serveSite: true, logger: { level: config.LOG_LEVEL } });
  const alerts = watchdogAlerts({
    db: database.db,
    config,
    onSendError: (err) => app.log.error({ err }, 'watchdog alert not sent; kept for the next run'),
  });
  const feeds = startFeedScheduler({
    db: database.db,
    intervalMs: 60_000,
    onRound: (results) => app.log.info({ feeds: results }, 'scheduled feed imports'),
    afterRound: async () => {
      const pictures = await describeMainImages({ db: database.db, dataDir: config.DATA_DIR });
      if (pictures.described + pictures.failed > 0) app.log.info(pictures, 'picture descriptors');
      const run = await alerts.run();
      if (run.alerted > 0 || run.sent > 0) app.log.info(run, 'watchdog alerts');
    },
    onError: (err) => app.log.error({ err }, 'scheduled feed imports failed'),
  });
  const housekeeping = startHousekeeping({
    db: database.db,
    intervalMs: 6 * 3600 * 1000,
    onSweep: (result) => {
      if (Object.values(result).some((count) => count > 0)) app.log.info(result, 'expired rows removed');
    },
    onError: (err) => app.log.error({ err }, 'removing expired rows failed; trying again at the next sweep'),
  });
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    options.onClose?.();
    await feeds.stop();
    await housekeeping.stop();
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  return app;
}
