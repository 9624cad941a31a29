/** A set of small integers (product positions) as bits in 32-bit words. */
export type Bitset = Uint32Array;

/** An empty set able to hold 0 … size - 1. */
export const createBitset = (size: number): Bitset => new Uint32Array((size + 31) >>> 5);

export const hasBit = (bits: Bitset, i: number): boolean =>
  ((bits[i >>> 5]! >>> (i & 31)) & 1) === 1;

export function setBit(bits: Bitset, i: number): void {
  bits[i >>> 5]! |= 1 << (i & 31);
}

export function clearBit(bits: Bitset, i: number): void {
  bits[i >>> 5]! &= ~(1 << (i & 31));
}

/** A set holding the given members. */
export function bitsetOf(size: number, members: ArrayLike<number>): Bitset {
  const bits = createBitset(size);
  for (let i = 0; i < members.length; i++) setBit(bits, members[i]!);
  return bits;
}

/** Writes the members in ascending order into `out` from index 0; returns how many. */
export function bitsetMembers(bits: Bitset, out: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      out[count++] = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return count;
}
