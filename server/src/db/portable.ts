/**
 * What differs between the two databases the product runs on (docs/adr/013-two-databases-one-job-interface.md):
 * SQLite embedded in DATA_DIR by default, PostgreSQL with DATABASE_URL. Everything dialect-specific
 * lives in src/db (this file, dialect.ts, postgres.ts, sqlite.ts); services write Kysely queries
 * that mean the same on both.
 *
 * The migrations were written for SQLite and are never edited once released (ADR 002). On
 * PostgreSQL they run through {@link PostgresSchemaPlugin}, which turns the three SQLite-only
 * parts of their DDL into PostgreSQL's: `real` (SQLite's 8-byte float) becomes `double precision`
 * (PostgreSQL's `real` has 4 bytes), `integer primary key autoincrement` an identity column, and
 * `without rowid` (a SQLite storage detail) is left out.
 */
import {
  ColumnDefinitionNode,
  DataTypeNode,
  GeneratedNode,
  OperationNodeTransformer,
  PostgresAdapter,
  RawNode,
  type CreateTableNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** Which database a Kysely instance talks to. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function dialectOf(db: Kysely<any>): DatabaseDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A unique constraint refused the write: SQLite's and PostgreSQL's way of saying so. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

function isWithoutRowid(node: OperationNode): boolean {
  return RawNode.is(node) && node.sqlFragments.join('').trim().toLowerCase() === 'without rowid';
}

class PostgresSchemaTransformer extends OperationNodeTransformer {
  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    return node.dataType === 'real' ? DataTypeNode.create('double precision') : node;
  }

  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const transformed = super.transformColumnDefinition(node);
    if (!transformed.autoIncrement) return transformed;
    return ColumnDefinitionNode.cloneWith(transformed, {
      autoIncrement: false,
      generated: GeneratedNode.create({ byDefault: true, identity: true }),
    });
  }

  protected override transformCreateTable(node: CreateTableNode): CreateTableNode {
    const transformed = super.transformCreateTable(node);
    if (!transformed.endModifiers?.some(isWithoutRowid)) return transformed;
    return { ...transformed, endModifiers: transformed.endModifiers.filter((m) => !isWithoutRowid(m)) };
  }
}

/** Rewrites SQLite-only DDL of the migrations for PostgreSQL (see the file comment). */
export class PostgresSchemaPlugin implements KyselyPlugin {
  readonly #transformer = new PostgresSchemaTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
