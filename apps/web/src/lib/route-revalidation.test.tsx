// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { revalidateUnlessOnlySearchChanged } from './route-revalidation';

/** createMemoryRouter starts its first load by itself. */
async function untilLoaded(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  while (!router.state.initialized || router.state.navigation.state !== 'idle') await new Promise((resolve) => setTimeout(resolve, 1));
}

/** A router with one route whose loader counts its runs. */
function countingRouter(shouldRevalidate?: typeof revalidateUnlessOnlySearchChanged) {
  let runs = 0;
  const router = createMemoryRouter(
    [{ path: '/dashboard', loader: () => ++runs, ...(shouldRevalidate ? { shouldRevalidate } : {}), Component: () => null }],
    { initialEntries: ['/dashboard'] },
  );
  return { router, runs: () => runs };
}

describe('revalidateUnlessOnlySearchChanged', () => {
  it('does not run the loader again when only `?location=` is added, but does on an explicit revalidation', async () => {
    const { router, runs } = countingRouter(revalidateUnlessOnlySearchChanged);
    await untilLoaded(router);
    expect(runs()).toBe(1);
    await router.navigate('/dashboard?location=a', { replace: true });
    expect(runs()).toBe(1);
    await router.revalidate();
    expect(runs()).toBe(2);
    router.dispose();
  });

  it('react-router’s default would have run it twice (the summaries sent twice on opening /dashboard)', async () => {
    const { router, runs } = countingRouter();
    await untilLoaded(router);
    await router.navigate('/dashboard?location=a', { replace: true });
    expect(runs()).toBe(2);
    router.dispose();
  });
});
