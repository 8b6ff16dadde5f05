type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();

/** Modules holding per-session data (the Apollo cache) register how to forget it. */
export function registerSessionCleanup(cleanup: Cleanup): void {
  cleanups.add(cleanup);
}

/** Runs every registered cleanup; failures are logged, never thrown. */
export async function runSessionCleanups(): Promise<void> {
  await Promise.all(
    [...cleanups].map(async (cleanup) => {
      try {
        await cleanup();
      } catch (error) {
        console.error('Session cleanup failed', error);
      }
    }),
  );
}
