/** Runs `task(0..count-1)`, `atOnce` at a time; the results in order. */
export async function inPool<T>(
  atOnce: number,
  count: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, count) }, worker));
  return results;
}
