/**
 * Splits `total` (integer paise) across `weights` in proportion, by the largest-remainder
 * method: every share is an integer, the shares sum exactly to `total`, and the paise left by
 * rounding down go to the largest remainders (ties to the earlier line). Deterministic.
 *
 * @example allocateProportionally(100, [1, 1, 1]) // [34, 33, 33]
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((weight, index) => {
    const scaled = bigTotal * BigInt(Math.max(0, weight));
    return { index, floor: Number(scaled / bigSum), remainder: scaled % bigSum };
  });
  let left = total - shares.reduce((acc, share) => acc + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const result = shares.map((share) => share.floor);
  for (const share of byRemainder) {
    if (left <= 0) break;
    result[share.index] = (result[share.index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}
