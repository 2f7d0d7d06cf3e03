import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/**
 * A Kysely instance over any schema. Migrations and the migrator use it: a migration runs against the schema
 * of its own time, not against today's `Database`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented type for schema-agnostic code
export type AnyKysely = Kysely<any>;

/** Which dialect a Kysely instance (or transaction) speaks; migrations branch on it only where SQL differs. */
export function dialectOf(db: AnyKysely): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Column type for instants. SQLite has none: ISO-8601 text sorts and compares correctly. */
export function timestampType(dialect: SqlDialect): 'timestamptz' | 'text' {
  return dialect === 'postgres' ? 'timestamptz' : 'text';
}

/**
 * `id` primary key filled by the database: `integer primary key` is SQLite's 64-bit rowid alias;
 * PostgreSQL gets a bigint identity (read back as a number by the pool's int8 parser).
 */
export function identityColumn(
  dialect: SqlDialect,
): readonly ['bigint' | 'integer', (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialect === 'postgres'
    ? ['bigint', (column) => column.primaryKey().generatedByDefaultAsIdentity()]
    : ['integer', (column) => column.primaryKey()];
}
