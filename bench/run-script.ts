/**
 * Runs a bench script's `main` to its exit code (1 when it throws) and stops every server it
 * started, whatever happened. Exits the process: sockets of clients that were cut may linger,
 * and the result is in.
 */
export async function runScript(main: () => Promise<number>, stopping: (() => Promise<unknown>)[]): Promise<never> {
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    console.error(error);
  } finally {
    await Promise.all(stopping.reverse().map((stop) => stop().catch(() => undefined)));
  }
  process.exit(code);
}
