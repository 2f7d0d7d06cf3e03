import { createTestApp } from '../src/test/test-app.js';
import { loadDemoDataset } from '../src/features/catalogue-data/demo-loader.js';
import { updateSearchIndexAfterImport } from '../src/features/catalogue-search/reindex.js';
import { signInAs } from '../src/features/catalogue-api/catalogue-test-support.js';

const t = await createTestApp();
await loadDemoDataset(t.database.db, { patents: 200, products: 200, afterImport: updateSearchIndexAfterImport });
const std = await signInAs(t.app, 'standard');
const show = async (url: string, headers = std) => {
  const t0 = performance.now();
  const r = await t.app.inject({ method: 'GET', url, headers });
  const body = r.body.length > 1500 ? r.body.slice(0, 1500) + '…' : r.body;
  console.log(r.statusCode, url, (performance.now() - t0).toFixed(1), 'ms\n', body, '\n');
  return r;
};
await show('/v1/company/patents/search?q=樹脂&pageSize=2');
await show('/v1/company/products/search?q=PP&pageSize=2&withPatents=true');
await show('/v1/company/materials/search?q=PP&pageSize=2');
await show('/v1/company/examples/search?q=タルク&pageSize=1');
await show('/v1/company/patents/search?q=(樹脂&pageSize=1');
await show('/v1/company/patents/search?q=樹脂&page=4', {} as never);
const p = (await t.app.inject({ method: 'GET', url: '/v1/company/patents/search?pageSize=1', headers: std })).json().items[0].id;
await show(`/v1/company/patents/${p}/detail`);
await show(`/v1/company/patents/${p}/detail`, {} as never);
await show('/v1/company/products/categories');
await show('/v1/company/patents/ipcs');
await t.close();
