import { sql, type Kysely } from 'kysely';

/**
 * The company database: companies with every field of the provider side, former names and
 * addresses in their own tables, WZ labels once per code, and facts about the loaded data.
 * Secondary indexes serve the lookups matching and the quality report need: provider id (unique),
 * postcode, VAT id and register number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('provider_id', 'text', (col) => col.notNull().unique())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('legal_form', 'text')
    .addColumn('street', 'text')
    .addColumn('street_name', 'text')
    .addColumn('street_number', 'text')
    .addColumn('zip', 'text')
    .addColumn('location', 'text')
    .addColumn('state', 'text')
    .addColumn('country', 'text')
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('hr_id', 'text')
    .addColumn('hr_location', 'text')
    .addColumn('vat_id', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('fax', 'text')
    .addColumn('url', 'text')
    .addColumn('description', 'text')
    .addColumn('revenue', 'integer', (col) => col.check(sql`revenue >= 0`))
    .addColumn('revenue_size', 'text', (col) =>
      col.check(sql`revenue_size in ('0-1M', '1-10M', '10-100M', '100M-1B', '1B+')`),
    )
    .addColumn('founded_year', 'integer')
    .addColumn('num_employees', 'integer', (col) => col.check(sql`num_employees >= 0`))
    .addColumn('employee_size', 'text', (col) =>
      col.check(sql`employee_size in ('1-10', '11-100', '101-500', '501-1000', '1001-5000', '5001+')`),
    )
    .addColumn('industry', 'text')
    .addColumn('wz_code', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('active', 'in_liquidation', 'deleted', 'not_in_hr')`),
    )
    .addColumn('data_pack', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('companies_zip').on('companies').column('zip').execute();
  await db.schema
    .createIndex('companies_vat_id')
    .on('companies')
    .column('vat_id')
    .where(sql.ref('vat_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('companies_hr_id')
    .on('companies')
    .column('hr_id')
    .where(sql.ref('hr_id'), 'is not', null)
    .execute();

  for (const table of ['company_former_names', 'company_former_addresses'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('company_id', 'integer', (col) =>
        col.notNull().references('companies.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull());
    builder =
      table === 'company_former_names'
        ? builder.addColumn('company_name', 'text', (col) => col.notNull())
        : builder
            .addColumn('street', 'text')
            .addColumn('zip', 'text')
            .addColumn('location', 'text')
            .addColumn('country_code', 'text', (col) => col.notNull());
    // Clustered by company: a company's former names are read together, never alone.
    await builder
      .addPrimaryKeyConstraint(`${table}_pk`, ['company_id', 'position'])
      .modifyEnd(sql`without rowid`)
      .execute();
  }

  await db.schema
    .createTable('industry_codes')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('company_meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'company_meta',
    'industry_codes',
    'company_former_addresses',
    'company_former_names',
    'companies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
