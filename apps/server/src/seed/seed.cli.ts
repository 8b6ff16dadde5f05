import { loadConfig } from '../config.js';
import { startServer } from '../server.js';

// `npm run seed -- --days 365`: that many days of demo readings history (default 30).
const daysArg = process.argv.indexOf('--days');
const days = daysArg > 0 ? process.argv[daysArg + 1] : undefined;

/** `npm run seed`: applies migrations and the demo seed to DATA_DIR or DATABASE_URL, then exits. */
const server = await startServer(
  loadConfig(
    { ...process.env, ...(days ? { SEED_HISTORY_DAYS: days } : {}) },
    { port: 0, host: '127.0.0.1', serveWeb: false, seedDemo: true },
  ),
);
await server.stop();
// This command's own answer on the console (the server it ran has stopped; its log said the rest).
console.log('[kitchen-sentinel] demo data is in place');
