import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { type ApplicationService, applicationServices, tableGrants } from './table-grants.ts';

export interface DatabaseLogin {
  name: string;
  password: string;
}

/**
 * Cut off a runaway statement or an abandoned transaction before it holds a connection (and
 * its locks) for long. A request's queries take milliseconds; admin-api streams CSV exports to
 * slow clients; the worker's indexer waits on another's collection lock
 * (packages/knowledge/src/store/collection-lock.ts) for as long as that one indexes; BullMQ's
 * first migration creates its whole schema.
 */
export const applicationRoleTimeouts = {
  statementTimeout: {
    'public-api': '15s',
    'admin-api': '1min',
    'news-worker': '5min',
    'voice-agent': '15s',
    queue: '1min',
  },
  idleInTransactionSessionTimeout: '1min',
} as const satisfies {
  statementTimeout: Record<ApplicationService | 'queue', string>;
  idleInTransactionSessionTimeout: string;
};

/** The schema BullMQ's PostgreSQL backend keeps its queues in (packages/queue). */
export const queueSchema = 'bullmq';

export interface ApplicationRolesOptions {
  /** The login each deployable connects as. */
  roles: Record<ApplicationService, DatabaseLogin>;
  /**
   * Where the queues live in PostgreSQL (the standalone run): the login BullMQ connects as. It
   * may create and owns the `bullmq` schema (BullMQ migrates it on connect) and has no right on
   * any application table.
   */
  queue?: DatabaseLogin;
}

/** `phi_public_api` and so on: the role names compose and the standalone run use. */
export function defaultRoleName(service: ApplicationService | 'queue', prefix = 'phi'): string {
  return `${prefix}_${service.replaceAll('-', '_')}`;
}

const ident = (name: string) => sql.raw(pg.escapeIdentifier(name));
const literal = (value: string) => sql.raw(pg.escapeLiteral(value));

// biome-ignore lint/suspicious/noExplicitAny: runs on any schema state, like a migration
type AnyDb = Kysely<any>;

async function upsertLogin(
  db: AnyDb,
  login: DatabaseLogin,
  statementTimeout: string,
): Promise<void> {
  const { rows } = await sql`select 1 from pg_roles where rolname = ${login.name}`.execute(db);
  // Only LOGIN and the password: every other attribute keeps CREATE ROLE's defaults (no
  // superuser, createdb, createrole, replication), and changing them needs more than the
  // CREATEROLE a migration role may have.
  await (rows.length === 0
    ? sql`create role ${ident(login.name)} login password ${literal(login.password)}`
    : sql`alter role ${ident(login.name)} with login password ${literal(login.password)}`
  ).execute(db);
  await sql`alter role ${ident(login.name)} set statement_timeout = ${literal(statementTimeout)}`.execute(
    db,
  );
  await sql`alter role ${ident(login.name)} set idle_in_transaction_session_timeout = ${literal(applicationRoleTimeouts.idleInTransactionSessionTimeout)}`.execute(
    db,
  );
}

/**
 * Run by the migration role (the owner of every table) after the migrations: creates or
 * updates each deployable's login and gives it exactly the grants of tableGrants, revoking
 * anything else it had. PUBLIC loses its default rights on the database and the public schema,
 * so a login with no grant here cannot even connect. Idempotent; a table a later migration
 * adds gets its grants on the next run.
 */
export async function applyApplicationRoles(
  db: AnyDb,
  options: ApplicationRolesOptions,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const logins = applicationServices.map((service) => options.roles[service]);
    for (const service of applicationServices) {
      await upsertLogin(
        trx,
        options.roles[service],
        applicationRoleTimeouts.statementTimeout[service],
      );
    }
    const {
      rows: [database],
    } = await sql<{ name: string }>`select current_database() as name`.execute(trx);
    const databaseName = ident(database?.name ?? '');
    const everyone = sql.join(logins.map((login) => ident(login.name)));
    await sql`revoke all on database ${databaseName} from public`.execute(trx);
    await sql`revoke all on database ${databaseName} from ${everyone}`.execute(trx);
    await sql`grant connect, temporary on database ${databaseName} to ${everyone}`.execute(trx);
    await sql`revoke all on schema public from public`.execute(trx);
    await sql`revoke all on schema public from ${everyone}`.execute(trx);
    await sql`grant usage on schema public to ${everyone}`.execute(trx);
    await sql`revoke all on all tables in schema public from ${everyone}`.execute(trx);
    await sql`revoke all on all sequences in schema public from ${everyone}`.execute(trx);

    const { rows: sequences } = await sql<{ tableName: string; sequenceName: string }>`
      select t.relname as table_name, s.relname as sequence_name
        from pg_class s
        join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
          and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_namespace n on n.oid = s.relnamespace
       where s.relkind = 'S' and n.nspname = 'public'
    `.execute(trx);
    for (const table of await listPublicTables(trx)) {
      for (const [service, privileges] of Object.entries(tableGrants[table] ?? {})) {
        const login = options.roles[service as ApplicationService];
        if (!privileges || privileges.length === 0) {
          continue;
        }
        await sql`grant ${sql.raw(privileges.join(', '))} on table ${ident(table)} to ${ident(login.name)}`.execute(
          trx,
        );
        if (privileges.includes('INSERT')) {
          for (const sequence of sequences.filter((s) => s.tableName === table)) {
            await sql`grant usage, select on sequence ${ident(sequence.sequenceName)} to ${ident(login.name)}`.execute(
              trx,
            );
          }
        }
      }
    }
    if (options.queue) {
      await applyQueueRole(trx, options.queue, databaseName);
    }
  });
}

async function applyQueueRole(
  db: AnyDb,
  login: DatabaseLogin,
  databaseName: ReturnType<typeof ident>,
): Promise<void> {
  await upsertLogin(db, login, applicationRoleTimeouts.statementTimeout.queue);
  // BullMQ's migration starts with CREATE SCHEMA IF NOT EXISTS, which PostgreSQL checks
  // against the database's CREATE right even when the schema exists.
  await sql`grant connect, temporary, create on database ${databaseName} to ${ident(login.name)}`.execute(
    db,
  );
  // A schema made before the roles (an older data directory) passes to the queue's login with
  // everything in it: BullMQ alters its own ledger table on every migration check.
  const { rows: objects } = await sql<{ kind: string; name: string }>`
    select case c.relkind when 'S' then 'sequence' when 'v' then 'view' else 'table' end as kind,
           format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = ${queueSchema} and c.relkind in ('r', 'p', 'v', 'S')
       and c.relowner <> (select oid from pg_roles where rolname = ${login.name})
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))
    union all
    select 'function', p.oid::regprocedure::text
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = ${queueSchema}
       and p.proowner <> (select oid from pg_roles where rolname = ${login.name})
  `.execute(db);
  const { rows: schemas } = await sql`
    select 1 from pg_namespace where nspname = ${queueSchema}
  `.execute(db);
  if (schemas.length > 0) {
    await sql`alter schema ${ident(queueSchema)} owner to ${ident(login.name)}`.execute(db);
  }
  for (const object of objects) {
    await sql`alter ${sql.raw(object.kind)} ${sql.raw(object.name)} owner to ${ident(login.name)}`.execute(
      db,
    );
  }
}

async function listPublicTables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
     order by 1
  `.execute(db);
  return rows.map((row) => row.name);
}

/** Tables of the public schema that tableGrants does not mention (a migration forgot them). */
export async function listUngrantedTables(db: AnyDb): Promise<string[]> {
  return (await listPublicTables(db)).filter((table) => tableGrants[table] === undefined);
}
