import { sql } from 'kysely';
import { dialectOf, type AnyKysely } from '../dialect.js';

/*
 * PostgreSQL only (SQLite keeps FTS5): the gram index moves from an expression index over search_docs to a
 * narrow table of its own, and gains 3-character grams (decision 0010).
 *
 * Why: a GIN index cannot answer from the index alone. A common term (樹脂: 62,000 of 100,000 patents)
 * made PostgreSQL visit 24,000 pages of the wide search_docs rows only to read their ids — 200–300 ms
 * of a search. search_doc_grams holds per document just its id, its normalised title (for the title
 * score) and its grams (stored out of line): the same visit reads a tenth of the pages. With the
 * 3-character grams a term of up to three characters (組成物, 難燃剤, 質量部) is answered exactly by the
 * containment alone; longer terms are re-checked on far fewer false candidates.
 *
 * - search_grams3(text): the distinct 1-, 2- and 3-character grams (code points, like search_grams).
 * - search_doc_grams: kind, doc_id, n_title, grams; one partial GIN index over grams per kind.
 * - A row trigger on search_docs keeps it in step with every write of the index (insert, update, delete),
 *   so no code path can forget it. The old expression indexes are dropped.
 */

const SEARCH_KINDS = ['patents', 'materials', 'products', 'examples'] as const;
const SLOTS = ['title', 'claims', 'abstract', 'description', 'party', 'extra', 'codes'] as const;

/** The text of a search_docs row whose grams are indexed (U+0001 never occurs in normalised text). */
function gramSource(row: string): string {
  return SLOTS.map((slot) => `${row}.n_${slot}`).join(` || E'\\x01' || `);
}

export async function up(db: AnyKysely): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    create function search_grams3(t text) returns text[]
    language sql immutable strict parallel safe cost 1000
    as $$
      select array(
        select distinct g from (
          select c as g from unnest(string_to_array(t, null)) as u(c)
          union all
          select a || b from unnest(string_to_array(t, null), string_to_array(substr(t, 2), null)) as p(a, b)
          where b is not null
          union all
          select a || b || c from unnest(string_to_array(t, null), string_to_array(substr(t, 2), null),
            string_to_array(substr(t, 3), null)) as p(a, b, c)
          where c is not null
        ) grams
      )
    $$`.execute(db);
  await sql`
    create table search_doc_grams (
      kind text not null,
      doc_id bigint not null,
      n_title text not null,
      grams text[] not null,
      primary key (kind, doc_id)
    )`.execute(db);
  // Out of line and uncompressed: the rows a search visits stay narrow, and no query reads the grams
  // (containment is answered by the index exactly).
  await sql`alter table search_doc_grams alter column grams set storage external`.execute(db);
  await sql
    .raw(
      `create function search_doc_grams_sync() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' and (tg_op = 'DELETE' or old.kind <> new.kind or old.doc_id <> new.doc_id) then
          delete from search_doc_grams where kind = old.kind and doc_id = old.doc_id;
        end if;
        if tg_op <> 'DELETE' then
          insert into search_doc_grams (kind, doc_id, n_title, grams)
          values (new.kind, new.doc_id, new.n_title, search_grams3(${gramSource('new')}))
          on conflict (kind, doc_id) do update set n_title = excluded.n_title, grams = excluded.grams;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`
    create trigger search_doc_grams_sync after insert or update or delete on search_docs
    for each row execute function search_doc_grams_sync()`.execute(db);
  await sql
    .raw(
      `insert into search_doc_grams (kind, doc_id, n_title, grams)
       select d.kind, d.doc_id, d.n_title, search_grams3(${gramSource('d')}) from search_docs d`,
    )
    .execute(db);
  for (const kind of SEARCH_KINDS) {
    await sql
      .raw(
        `create index search_doc_grams_${kind} on search_doc_grams using gin (grams) where kind = '${kind}'`,
      )
      .execute(db);
    await sql.raw(`drop index if exists search_docs_grams_${kind}`).execute(db);
  }
  await sql`analyze search_doc_grams`.execute(db);
}

export async function down(db: AnyKysely): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop trigger search_doc_grams_sync on search_docs`.execute(db);
  await sql`drop function search_doc_grams_sync()`.execute(db);
  await sql`drop table search_doc_grams`.execute(db);
  await sql`drop function search_grams3(text)`.execute(db);
  const source = gramSource('search_docs').replaceAll('search_docs.', '');
  for (const kind of SEARCH_KINDS) {
    await sql
      .raw(
        `create index search_docs_grams_${kind} on search_docs using gin (search_grams(${source})) where kind = '${kind}'`,
      )
      .execute(db);
  }
}
