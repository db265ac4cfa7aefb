import type { Kysely } from 'kysely';

/**
 * The session hand-over and single sign-on (issue 16, docs/adr/012-company-lists-and-hand-over.md,
 * docs/auth.md).
 *
 * - `handover_tokens_used`: the `jti` of every hand-over token consumed, so a replay is refused;
 *   kept until the token would have expired anyway (`expires_at`), then pruned.
 * - `oidc_logins`: a sign-in started at the OpenID provider and not yet come back: keyed by the
 *   sha256 of its `state`, with the sha256 of the random value of the browser cookie that binds it,
 *   the nonce and PKCE code verifier, the page to return to and the language; one use, 10 minutes.
 * - `user_identities`: which account an OpenID provider's subject signs in as (issuer, subject);
 *   written when a verified e-mail links or creates the account on first sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('handover_tokens_used')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('handover_tokens_used_expires_at')
    .on('handover_tokens_used')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('oidc_logins')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('browser_hash', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('redirect_path', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('oidc_logins_expires_at').on('oidc_logins').column('expires_at').execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_id').on('user_identities').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_identities', 'oidc_logins', 'handover_tokens_used']) {
    await db.schema.dropTable(table).execute();
  }
}
