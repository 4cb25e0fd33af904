/** The reliability tests prove behaviour on PostgreSQL only: refuse to run on anything else. */
export default function setup(): void {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error("The reliability tests need TEST_DATABASE_URL (use `npm run test:reliability`).");
  }
}
