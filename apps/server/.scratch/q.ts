import { createTestContext } from '../src/test/test-context.js';
import { loadDemoDataset } from '../src/features/catalogue-data/demo-loader.js';
const t = await createTestContext();
await loadDemoDataset(t.database.db, { patents: 50, products: 50 });
console.log(await t.database.db.selectFrom('classification_codes').select(['scheme','code','title']).limit(15).execute());
await t.close();
