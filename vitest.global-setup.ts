import { preparePgliteTemplate } from "@qbank/db/testing";

/** One migrated embedded database per run; every test file starts from a copy of it. */
export default async function setup(): Promise<void> {
  await preparePgliteTemplate();
}
