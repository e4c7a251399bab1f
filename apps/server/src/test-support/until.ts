/**
 * Looks again at each turn of the event loop until `ready` holds, for tests whose server shares the test's loop:
 * no timer decides when to look, and a condition that never comes fails after 10 s naming `what`.
 */
export async function until(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
