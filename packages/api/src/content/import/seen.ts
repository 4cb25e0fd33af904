/** The 32-bit words of an identity digest kept: 96 bits, so 200,000 items collide with odds of about 1 in 4 × 10^18. */
const KEY_WORDS = 3;
const FIRST_SLOTS = 1024;

/**
 * The items of a file seen so far, by a digest of their identity, each with the number of the
 * item first seen with it: an open-addressing table in typed arrays, so 200,000 items take 8 MB
 * outside the JavaScript heap instead of some 30 MB of strings and map entries on it (a job's
 * heap is 128 MB, and the table is kept for a whole read of the file).
 */
export class SeenItems {
  private keys = new Uint32Array(FIRST_SLOTS * KEY_WORDS);
  /** The item number plus one in each used slot; 0 marks a free one. */
  private items = new Uint32Array(FIRST_SLOTS);
  private count = 0;

  /** The item first seen with `digest`; undefined when it is new, and it is then remembered as `item`'s. */
  firstOf(digest: Uint8Array, item: number): number | undefined {
    const key = [0, 1, 2].map((w) => readU32(digest, w * 4));
    const slot = this.find(key);
    if (this.items[slot] !== 0) return this.items[slot]! - 1;
    this.keys.set(key, slot * KEY_WORDS);
    this.items[slot] = item + 1;
    if (++this.count * 2 > this.items.length) this.grow();
    return undefined;
  }

  /** The slot holding `key`, or the free slot where it belongs (linear probing). */
  private find(key: number[], keys = this.keys, items = this.items): number {
    const mask = items.length - 1;
    for (let slot = key[0]! & mask; ; slot = (slot + 1) & mask) {
      if (items[slot] === 0) return slot;
      const at = slot * KEY_WORDS;
      if (keys[at] === key[0] && keys[at + 1] === key[1] && keys[at + 2] === key[2]) return slot;
    }
  }

  private grow() {
    const keys = new Uint32Array(this.keys.length * 2);
    const items = new Uint32Array(this.items.length * 2);
    for (let slot = 0; slot < this.items.length; slot++) {
      if (this.items[slot] === 0) continue;
      const key = Array.from(this.keys.subarray(slot * KEY_WORDS, (slot + 1) * KEY_WORDS));
      const to = this.find(key, keys, items);
      keys.set(key, to * KEY_WORDS);
      items[to] = this.items[slot]!;
    }
    this.keys = keys;
    this.items = items;
  }
}

const readU32 = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
