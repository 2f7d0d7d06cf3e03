import { VISUALIZATION_LIMITS, type VisualizationQuery } from '@app/contract/visualization';
import type { AuthUser } from '../../auth/auth-user.js';
import { assertCapability } from '../../auth/authorize.js';
import type { ReadContext } from '../catalogue/routes/catalogue-reads.js';
import { exampleScatter } from './example-scatter.js';
import { matchingPatentIds } from './matching-patents.js';
import { patentLandscape } from './patent-landscape.js';

/**
 * One visualisation (landscape or example scatter) of the patents the /patents list finds for the same
 * filters; run on a catalogue read thread (read-pool/). Visitors get the sample view (docs/spec/sessions-and-accounts.md).
 */
export async function visualizationRead(
  { db, index }: ReadContext,
  user: AuthUser | null,
  query: VisualizationQuery,
) {
  const started = performance.now();
  const { limited } = assertCapability(user, 'visualisation');
  const all = await matchingPatentIds(db, index, user, query);
  const ids = limited ? all.slice(0, VISUALIZATION_LIMITS.sampleMax) : all;
  const options = { sample: limited, started };
  return query.mode === 'examples'
    ? exampleScatter(db, ids, query, { ...options, generation: await index.generation() })
    : patentLandscape(db, ids, query, options);
}
