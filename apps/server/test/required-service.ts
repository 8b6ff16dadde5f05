/**
 * Whether a suite that needs an outside service (a real PostgreSQL, a Mosquitto binary) should be skipped.
 * On a laptop without the service the suite is skipped with a warning, and `npm test` names it on its
 * "Skipped:" line. Under `CI=true` the service is part of the contract (`.ci/run` prepares it), so a
 * missing one fails the run instead of quietly testing less.
 */
export function skipWithout(service: string, available: boolean): boolean {
  if (available) return false;
  if (process.env.CI === 'true') throw new Error(`${service} is required under CI=true (see .ci/run), and it is missing`);
  console.warn(`skipped: ${service} is not available here`);
  return true;
}
