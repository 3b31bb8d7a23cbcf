// A QR code encoder (ISO/IEC 18004) for the footer's app link: byte mode, error correction level M, versions 1
// to 6 (up to 106 bytes), mask chosen by the standard's penalty score. Returns the module matrix (true = dark).

/** Data codewords, error-correction codewords per block and blocks, for level M, versions 1 to 6. */
const VERSIONS = [
  { data: 16, ec: 10, blocks: 1 },
  { data: 28, ec: 16, blocks: 1 },
  { data: 44, ec: 26, blocks: 1 },
  { data: 64, ec: 18, blocks: 2 },
  { data: 86, ec: 24, blocks: 2 },
  { data: 108, ec: 16, blocks: 4 },
] as const;
const ALIGNMENT = [0, 18, 22, 26, 30, 34];

function gfMul(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** Reed-Solomon error-correction codewords of `data` (generator with roots α^0..α^(degree-1)). */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor: number[] = Array.from({ length: degree - 1 }, () => 0).concat(1);
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      divisor[j] = gfMul(divisor[j]!, root) ^ (j + 1 < degree ? divisor[j + 1]! : 0);
    }
    root = gfMul(root, 2);
  }
  const result: number[] = Array.from({ length: degree }, () => 0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    for (let i = 0; i < degree; i += 1) result[i]! ^= gfMul(divisor[i]!, factor);
  }
  return result;
}

/** The data codewords (mode, count, bytes, terminator, padding) and their interleaved EC, for a version. */
export function codewords(bytes: readonly number[], version: number): number[] {
  const spec = VERSIONS[version - 1]!;
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, 8);
  for (const b of bytes) put(b, 8);
  const capacity = spec.data * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; data.length < spec.data; pad ^= 0xec ^ 0x11) data.push(pad);
  const size = spec.data / spec.blocks;
  const blocks = Array.from({ length: spec.blocks }, (_, i) => data.slice(i * size, (i + 1) * size));
  const ecs = blocks.map((block) => reedSolomon(block, spec.ec));
  const out: number[] = [];
  for (let i = 0; i < size; i += 1) for (const block of blocks) out.push(block[i]!);
  for (let i = 0; i < spec.ec; i += 1) for (const ec of ecs) out.push(ec[i]!);
  return out;
}

/** The 15 format bits for level M and a mask (BCH code, XOR mask 0x5412). */
export function formatBits(mask: number): number {
  const data = (0b00 << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function build(version: number, words: readonly number[], mask: number): boolean[][] {
  const n = version * 4 + 17;
  const dark = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  const fixed = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  const set = (x: number, y: number, value: boolean) => {
    dark[y]![x] = value;
    fixed[y]![x] = true;
  };
  for (let i = 0; i < n; i += 1) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  const square = (cx: number, cy: number, radius: number) => {
    for (let dy = -radius; dy <= radius; dy += 1)
      for (let dx = -radius; dx <= radius; dx += 1) {
        const x = cx + dx;
        const y = cy + dy;
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < n && y >= 0 && y < n) set(x, y, radius === 4 ? d !== 2 && d !== 4 : d !== 1);
      }
  };
  square(3, 3, 4);
  square(n - 4, 3, 4);
  square(3, n - 4, 4);
  if (version > 1) square(ALIGNMENT[version - 1]!, ALIGNMENT[version - 1]!, 2);
  const format = formatBits(mask);
  const bit = (i: number) => ((format >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i += 1) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (let i = 9; i < 15; i += 1) set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i += 1) set(n - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i += 1) set(8, n - 15 + i, bit(i));
  set(8, n - 8, true);
  let i = 0;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < n; vert += 1)
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? n - 1 - vert : vert;
        if (fixed[y]![x]) continue;
        const value = i < words.length * 8 && ((words[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
        i += 1;
        dark[y]![x] = value !== MASKS[mask]!(x, y);
      }
  }
  return dark;
}

/** The standard's penalty score of a symbol (lower reads better). */
export function penalty(m: readonly (readonly boolean[])[]): number {
  const n = m.length;
  let score = 0;
  const lines = [...m.map((row) => [...row]), ...m.map((_, x) => m.map((row) => row[x]!))];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= n; i += 1) {
      if (i < n && line[i] === line[i - 1]) run += 1;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    const text = line.map((d) => (d ? "1" : "0")).join("");
    for (const pattern of ["10111010000", "00001011101"])
      for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) score += 40;
  }
  let darkCount = 0;
  for (let y = 0; y < n; y += 1)
    for (let x = 0; x < n; x += 1) {
      if (m[y]![x]) darkCount += 1;
      if (x < n - 1 && y < n - 1) {
        const c = m[y]![x];
        if (m[y]![x + 1] === c && m[y + 1]![x] === c && m[y + 1]![x + 1] === c) score += 3;
      }
    }
  return score + Math.floor(Math.abs(darkCount * 20 - n * n * 10) / (n * n)) * 10;
}

/** The smallest version (1 to 6) holding `length` bytes at level M, or null. */
export function versionFor(length: number): number | null {
  const index = VERSIONS.findIndex((spec) => 12 + length * 8 <= spec.data * 8);
  return index === -1 ? null : index + 1;
}

/** The QR code of `text` (UTF-8), or null when it is longer than 106 bytes. */
export function encodeQr(
  text: string,
  forcedMask?: number,
): { version: number; mask: number; modules: boolean[][] } | null {
  const bytes = [...new TextEncoder().encode(text)];
  const version = versionFor(bytes.length);
  if (version === null) return null;
  const words = codewords(bytes, version);
  const candidates = forcedMask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [forcedMask];
  let best: { version: number; mask: number; modules: boolean[][]; score: number } | null = null;
  for (const mask of candidates) {
    const modules = build(version, words, mask);
    const score = penalty(modules);
    if (!best || score < best.score) best = { version, mask, modules, score };
  }
  return best && { version: best.version, mask: best.mask, modules: best.modules };
}
