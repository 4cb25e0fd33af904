import type { Migration } from "kysely";
import * as m0001 from "./0001_accounts.ts";
import * as m0002 from "./0002_question_bank.ts";
import * as m0003 from "./0003_runs_and_tries.ts";
import * as m0004 from "./0004_revision_keys.ts";
import * as m0005 from "./0005_payments.ts";
import * as m0006 from "./0006_support_and_visits.ts";
import * as m0007 from "./0007_ticket_attachments.ts";
import * as m0008 from "./0008_one_open_run.ts";
import * as m0009 from "./0009_one_live_token.ts";
import * as m0010 from "./0010_mail_outbox.ts";
import * as m0011 from "./0011_payment_ledger.ts";
import * as m0012 from "./0012_retired_questions.ts";
import * as m0013 from "./0013_question_quality_index.ts";
import * as m0026 from "./0026_question_quality_view.ts";
import * as m0027 from "./0027_learner_category_stats.ts";
import * as m0028 from "./0028_live_questions_and_run_tries.ts";
import * as m0030 from "./0030_first_answers.ts";
import * as m0031 from "./0031_answer_pacing.ts";
import * as m0033 from "./0033_review_cards.ts";
import * as m0035 from "./0035_account_adjustments.ts";
import * as m0036 from "./0036_app_settings.ts";
import * as m0037 from "./0037_question_quality_times.ts";
import * as m0038 from "./0038_category_question_counts.ts";
import * as m0039 from "./0039_one_live_plan.ts";
import * as m0041 from "./0041_account_deletion.ts";
import * as m0042 from "./0042_mail_bursts.ts";
import * as m0043 from "./0043_app_clock_only.ts";
import * as m0044 from "./0044_operations.ts";
import * as m0045 from "./0045_mla_content_map.ts";
import * as m0046 from "./0046_question_revisions.ts";
import * as m0047 from "./0047_run_areas.ts";
import * as m0049 from "./0049_device_requests.ts";
import * as m0050 from "./0050_study_aids.ts";
import * as m0051 from "./0051_import_jobs.ts";
import * as m0052 from "./0052_erased_account_writes.ts";

import * as m0055 from "./0055_discussion.ts";
import * as m0058 from "./0058_exam_plans.ts";
import * as m0059 from "./0059_question_names.ts";
import * as m0060 from "./0060_import_job_warnings.ts";
import * as m0061 from "./0061_import_jobs_queued.ts";
import * as m0062 from "./0062_retired_questions_index.ts";
import * as m0063 from "./0063_questions_scope_index.ts";
import * as m0064 from "./0064_session_epochs.ts";
import * as m0065 from "./0065_todays_session_runs.ts";
import * as m0066 from "./0066_link_requests.ts";
import * as m0067 from "./0067_category_content_version.ts";
import * as m0068 from "./0068_refusals_for_erased_accounts.ts";
import * as m0069 from "./0069_original_revisions.ts";

/** Every migration by name, in order. Add new files here; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_question_bank": m0002,
  "0003_runs_and_tries": m0003,
  "0004_revision_keys": m0004,
  "0005_payments": m0005,
  "0006_support_and_visits": m0006,
  "0007_ticket_attachments": m0007,
  "0008_one_open_run": m0008,
  "0009_one_live_token": m0009,
  "0010_mail_outbox": m0010,
  "0011_payment_ledger": m0011,
  "0012_retired_questions": m0012,
  "0013_question_quality_index": m0013,
  "0026_question_quality_view": m0026,
  "0027_learner_category_stats": m0027,
  "0028_live_questions_and_run_tries": m0028,
  "0030_first_answers": m0030,
  "0031_answer_pacing": m0031,
  "0033_review_cards": m0033,
  "0035_account_adjustments": m0035,
  "0036_app_settings": m0036,
  "0037_question_quality_times": m0037,
  "0038_category_question_counts": m0038,
  "0039_one_live_plan": m0039,
  "0041_account_deletion": m0041,
  "0042_mail_bursts": m0042,
  "0043_app_clock_only": m0043,
  "0044_operations": m0044,
  "0045_mla_content_map": m0045,
  "0046_question_revisions": m0046,
  "0047_run_areas": m0047,
  "0049_device_requests": m0049,
  "0050_study_aids": m0050,
  "0051_import_jobs": m0051,
  "0052_erased_account_writes": m0052,
  "0055_discussion": m0055,
  "0058_exam_plans": m0058,
  "0059_question_names": m0059,
  "0060_import_job_warnings": m0060,
  "0061_import_jobs_queued": m0061,
  "0062_retired_questions_index": m0062,
  "0063_questions_scope_index": m0063,
  "0064_session_epochs": m0064,
  "0065_todays_session_runs": m0065,
  "0066_link_requests": m0066,
  "0067_category_content_version": m0067,
  "0068_refusals_for_erased_accounts": m0068,
  "0069_original_revisions": m0069,
};
