// A tiny runner: named checks per engine, each passing or failing with its reason, counted for the closing line.
export interface Result {
  engine: string;
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
}

export const results: Result[] = [];

/** What to keep when a check fails (a screenshot and the page's words), per engine (engines may run side by side). */
export const onFailure = new Map<string, (name: string) => Promise<string>>();

export async function check(engine: string, name: string, body: () => Promise<void>): Promise<boolean> {
  const start = Date.now();
  try {
    await body();
    results.push({ engine, name, ok: true, ms: Date.now() - start });
    console.log(`  ✓ [${engine}] ${name} (${Date.now() - start} ms)`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const kept = await onFailure.get(engine)?.(name).catch(() => '');
    results.push({ engine, name, ok: false, ms: Date.now() - start, error: message });
    // One write, so the lines of an engine running beside it do not come between.
    console.log(`${kept ? `      ${kept}\n` : ''}  ✘ [${engine}] ${name} (${Date.now() - start} ms)\n      ${message.split('\n').join('\n      ')}`);
    return false;
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
