import { clearPendingIndex } from '../../features/catalogue/write/pending-index.js';
import { reindexWithLandscape } from '../../features/visualization/index-with-landscape.js';
import { SEARCH_KINDS, type SearchKind } from '../../features/catalogue/search/search-types.js';
import { CliUsageError, type CliCommand } from '../command.js';

/** docs/spec/product.md: the search index is derived data, rebuilt from the catalogue records at any time. */
export const reindexCommand: CliCommand = {
  name: 'reindex',
  args: `[${SEARCH_KINDS.join('|')} …]`,
  summary: '検索インデックスを再構築する / Rebuild the search index from the catalogue',
  async run(args, { database, out }) {
    const unknown = args.filter((arg) => !(SEARCH_KINDS as readonly string[]).includes(arg));
    if (unknown.length > 0) {
      throw new CliUsageError(
        `不明な種類です / Unknown kind: ${unknown.join(', ')} (${SEARCH_KINDS.join(', ')})`,
      );
    }
    const { db } = await database();
    const started = performance.now();
    let last = 0;
    const counts = await reindexWithLandscape(db, {
      kinds: args.length > 0 ? (args as SearchKind[]) : undefined,
      onProgress: ({ kind, done }) => {
        if (performance.now() - last < 2000) return;
        last = performance.now();
        out(`  ${kind}: ${done}`);
      },
    });
    // A full rebuild indexed whatever an interrupted import had queued.
    if (args.length === 0) await clearPendingIndex(db);
    for (const [kind, count] of Object.entries(counts)) {
      if (args.length === 0 || args.includes(kind)) out(`${kind}: ${count} 件`);
    }
    out(`再構築しました / Rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  },
};
