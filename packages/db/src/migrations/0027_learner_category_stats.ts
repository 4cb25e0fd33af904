import { sql, type Kysely } from "kysely";

/**
 * Per learner and category, how many questions the latest try since the learner's reset got
 * right or wrong: what the category list and the statistics show, kept up to date by the
 * database itself in the transaction of every try, so no read has to go over a learner's
 * whole history and no writer can forget it.
 *
 * - A new try (a BEFORE INSERT row trigger on tries) locks the learner's counter row for that
 *   category, reads the question's latest try so far and moves one question between right,
 *   wrong and untried. The lock serialises parallel tries of one learner in one category, so
 *   two submits can never both count the same question as new.
 * - A reset (users.qbank_reset_at changes) and a question moved to another category recount
 *   the rows concerned from the tries (recount_learner_category_stats).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table learner_category_stats (
    user_id uuid not null references users(id) on delete cascade,
    category_id uuid not null references categories(id) on delete cascade,
    right_count int not null default 0 check (right_count >= 0),
    wrong_count int not null default 0 check (wrong_count >= 0),
    primary key (user_id, category_id)
  )`.execute(db);

  await sql`create function recount_learner_category_stats(p_users uuid[], p_categories uuid[]) returns void
    language sql as $$
      delete from learner_category_stats s
      where s.user_id = any(p_users) and (p_categories is null or s.category_id = any(p_categories));
      insert into learner_category_stats (user_id, category_id, right_count, wrong_count)
      select lt.user_id, q.category_id,
             (count(*) filter (where lt.correct))::int, (count(*) filter (where not lt.correct))::int
      from (
        select distinct on (t.user_id, t.question_id) t.user_id, t.question_id, t.correct
        from users u
        join tries t on t.user_id = u.id and t.created_at > coalesce(u.qbank_reset_at, '-infinity')
        where u.id = any(p_users)
        order by t.user_id, t.question_id, t.created_at desc, t.id desc
      ) lt
      join questions q on q.id = lt.question_id
      where p_categories is null or q.category_id = any(p_categories)
      group by lt.user_id, q.category_id;
    $$`.execute(db);

  await sql`create function learner_category_stats_count_try() returns trigger language plpgsql as $$
    declare
      since timestamptz;
      cat uuid;
      last_at timestamptz;
      last_id uuid;
      last_correct boolean;
    begin
      -- Share locks: a reset or a category move running now finishes (and recounts) first.
      select coalesce(u.qbank_reset_at, '-infinity') into since from users u where u.id = new.user_id for share;
      select q.category_id into cat from questions q where q.id = new.question_id for share;
      if since is null or cat is null or new.created_at <= since then
        return new;
      end if;
      insert into learner_category_stats as s (user_id, category_id) values (new.user_id, cat)
        on conflict (user_id, category_id) do update set right_count = s.right_count;
      select t.created_at, t.id, t.correct into last_at, last_id, last_correct
        from tries t
        where t.user_id = new.user_id and t.question_id = new.question_id and t.created_at > since
        order by t.created_at desc, t.id desc
        limit 1;
      if not found then
        update learner_category_stats
          set right_count = right_count + new.correct::int, wrong_count = wrong_count + (not new.correct)::int
          where user_id = new.user_id and category_id = cat;
      elsif (last_at, last_id) < (new.created_at, new.id) and last_correct <> new.correct then
        update learner_category_stats
          set right_count = right_count + (case when new.correct then 1 else -1 end),
              wrong_count = wrong_count + (case when new.correct then -1 else 1 end)
          where user_id = new.user_id and category_id = cat;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger tries_count_per_category before insert on tries
            for each row execute function learner_category_stats_count_try()`.execute(db);

  await sql`create function learner_category_stats_after_reset() returns trigger language plpgsql as $$
    begin
      perform recount_learner_category_stats(array[new.id], null);
      return null;
    end $$`.execute(db);
  await sql`create trigger users_recount_after_reset after update of qbank_reset_at on users
            for each row when (old.qbank_reset_at is distinct from new.qbank_reset_at)
            execute function learner_category_stats_after_reset()`.execute(db);

  await sql`create function learner_category_stats_after_move() returns trigger language plpgsql as $$
    begin
      perform recount_learner_category_stats(
        array(select distinct t.user_id from tries t where t.question_id = new.id),
        array[old.category_id, new.category_id]);
      return null;
    end $$`.execute(db);
  await sql`create trigger questions_recount_after_move after update of category_id on questions
            for each row when (old.category_id is distinct from new.category_id)
            execute function learner_category_stats_after_move()`.execute(db);

  await sql`select recount_learner_category_stats(array(select id from users), null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger questions_recount_after_move on questions`.execute(db);
  await sql`drop trigger users_recount_after_reset on users`.execute(db);
  await sql`drop trigger tries_count_per_category on tries`.execute(db);
  await sql`drop function learner_category_stats_after_move()`.execute(db);
  await sql`drop function learner_category_stats_after_reset()`.execute(db);
  await sql`drop function learner_category_stats_count_try()`.execute(db);
  await sql`drop function recount_learner_category_stats(uuid[], uuid[])`.execute(db);
  await sql`drop table learner_category_stats`.execute(db);
}
