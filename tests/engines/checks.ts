// A tiny runner: named checks per engine, each passing or failing with its reason, counted for the closing line.
export interface Result {
  engine: string;
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
}

export const results: Result[] = [];

/** What to keep when a check fails (a screenshot and the page's words), set per engine. */
export const onFailure: { keep: ((name: string) => Promise<string>) | null } = { keep: null };

export async function check(engine: string, name: string, body: () => Promise<void>): Promise<boolean> {
  const start = Date.now();
  try {
    await body();
    results.push({ engine, name, ok: true, ms: Date.now() - start });
    console.log(`  ✓ [${engine}] ${name} (${Date.now() - start} ms)`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const kept = await onFailure.keep?.(name).catch(() => '');
    results.push({ engine, name, ok: false, ms: Date.now() - start, error: message });
    if (kept) console.log(`      ${kept}`);
    console.log(`  ✘ [${engine}] ${name} (${Date.now() - start} ms)\n      ${message.split('\n').join('\n      ')}`);
    return false;
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
