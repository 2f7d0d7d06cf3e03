import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createDatabase } from '../src/db/database.js';
import { signInAs } from '../src/features/catalogue-api/catalogue-test-support.js';
const dir = path.resolve('.data/bench-visualization');
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dir, 'x') });
const database = createDatabase(config);
const app = await buildApp(config, { database });
await app.ready();
const headers = await signInAs(app, 'standard');
for (let i = 0; i < 2; i++) {
const c = process.cpuUsage(); const s = performance.now();
const r = await app.inject({ method: 'GET', url: '/v1/company/patents/visualization?mode=examples&x=property:bench-x&y=property:bench-y&limit=100000', headers });
const u = process.cpuUsage(c);
console.error('TOTAL', r.statusCode, r.body.length, Math.round(performance.now() - s), Math.round((u.user + u.system) / 1000), 'end', Math.round(process.cpuUsage().user/1000));
}
await app.close();
