import { loadConfig } from '../config.js';
import { startServer } from '../server.js';

/** `npm run seed`: applies migrations and the demo seed to DATA_DIR or DATABASE_URL, then exits. */
const server = await startServer(loadConfig(process.env, { port: 0, host: '127.0.0.1', serveWeb: false, seedDemo: true }));
await server.stop();
console.log('[kitchen-sentinel] demo data is in place');
