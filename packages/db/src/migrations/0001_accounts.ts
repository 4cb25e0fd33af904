import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("second_name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text")
    .addColumn("level", "double precision", (c) => c.notNull().defaultTo(2))
    .addColumn("email_verified_at", "timestamptz")
    .addColumn("qbank_reset_at", "timestamptz")
    .addColumn("subscription_stopped", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("stripe_customer_id", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("users_level_check", sql`level in (-1, 1, 2, 2.5, 3, 4, 5, 6, 7)`)
    .addCheckConstraint("users_email_lower_check", sql`email = lower(email) and length(email) <= 254`)
    .execute();
  await db.schema.createIndex("users_email_key").unique().on("users").column("email").execute();
  await db.schema.createIndex("users_level_idx").on("users").column("level").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("oauth_accounts")
    .addColumn("provider", "text", (c) => c.notNull().check(sql`provider in ('google', 'facebook')`))
    .addColumn("provider_user_id", "text", (c) => c.notNull())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("oauth_accounts_pkey", ["provider", "provider_user_id"])
    .execute();
  await db.schema.createIndex("oauth_accounts_user_id_idx").on("oauth_accounts").column("user_id").execute();

  await db.schema
    .createTable("email_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('confirm', 'reset')`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("email_tokens_user_idx").on("email_tokens").columns(["user_id", "purpose"]).execute();

  await db.schema
    .createTable("auth_throttle")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("window_started_at", "timestamptz", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["auth_throttle", "email_tokens", "oauth_accounts", "sessions", "users"]) {
    await db.schema.dropTable(t).execute();
  }
}
