import { describe, expect, it } from "vitest";
import { codewords, encodeQr, formatBits, penalty, reedSolomon, versionFor } from "./qr.ts";

// The symbol of the footer link, checked once with an independent decoder (zbarimg 0.23 read it back exactly).
const FOOTER_LINK = "https://revizo.fr/?utm_source=site&utm_medium=footer-qr";
const FOOTER_SYMBOL = [
  "#######.#..###.#.##..#.#..#######",
  "#.....#..#.#.##.#..##.#.#.#.....#",
  "#.###.#..##.#.##.##.##....#.###.#",
  "#.###.#.##..#..##.#...#...#.###.#",
  "#.###.#.#.......##..####..#.###.#",
  "#.....#.#.#.##.#...####...#.....#",
  "#######.#.#.#.#.#.#.#.#.#.#######",
  "........###...#..###.#.##........",
  "#...#.#####.#..#...#.#...#####..#",
  "##...#.##.##...##....#.#.#...###.",
  "#.#.###..##..###.#..##.####..#.#.",
  "#.#..#...##.##..###.##.#.##......",
  "...#.##.....##..##.#.###..##.#..#",
  "#...##.#.######..#...#.#.#.#.##..",
  ".####.#####..###..#.#..####.#..#.",
  "...#.#...##...#####.####.##..#...",
  "..#.#####........#.#.####.#.#..#.",
  "#.####.#......###......#.....##..",
  "...##.##.##..####...#..#.###.#.#.",
  "##.#.......#.#..##.####.##.#...#.",
  "#..#..#########...#.###.#.#.##.#.",
  "###....###...#..#.#....#.#.#.###.",
  "...#.##..###.#..#......#...#####.",
  "....##.....##....##.#####.#.#..##",
  "###..###.......###.#.##.######..#",
  "........##.###.####.#####...#.##.",
  "#######.##..#..#..#.#...#.#.##.#.",
  "#.....#...######...###..#...#..##",
  "#.###.#.#.##.##.#....##.######.##",
  "#.###.#...###....##....##.#####..",
  "#.###.#...#.#.##..#.#.#...###....",
  "#.....#..#.....###########.......",
  "#######.##.#..#.##..##.##.#..#..#",
];

function gfMul(a: number, b: number): number {
  let r = 0;
  for (; b > 0; b >>= 1, a = (a << 1) ^ (a & 0x80 ? 0x11d : 0)) if (b & 1) r ^= a;
  return r & 0xff;
}
/** Evaluates a codeword polynomial (highest degree first) at x in GF(256). */
function evaluate(poly: readonly number[], x: number): number {
  return poly.reduce((acc, c) => gfMul(acc, x) ^ c, 0);
}

describe("QR encoder (footer app link)", () => {
  it("produces the symbol an independent decoder read back", () => {
    const qr = encodeQr(FOOTER_LINK)!;
    expect(qr.version).toBe(4);
    expect(qr.modules.map((row) => row.map((d) => (d ? "#" : ".")).join(""))).toEqual(FOOTER_SYMBOL);
  });

  it("error-correction codewords make every syndrome zero", () => {
    const data = [...new TextEncoder().encode("Révizo")];
    const ec = reedSolomon(data, 10);
    let alpha = 1;
    for (let i = 0; i < 10; i += 1) {
      expect(evaluate([...data, ...ec], alpha)).toBe(0);
      alpha = gfMul(alpha, 2);
    }
    expect(evaluate([...data, ...ec.map((v, i) => (i === 0 ? v ^ 1 : v))], 1)).not.toBe(0);
  });

  it("format bits are BCH codewords of level M (00) and the mask", () => {
    // Published format strings for level M (ISO/IEC 18004 annex C).
    expect(formatBits(0)).toBe(0b101010000010010);
    expect(formatBits(5)).toBe(0b100000011001110);
    expect(formatBits(7)).toBe(0b100101010100000);
  });

  it("picks the smallest version and refuses what does not fit", () => {
    expect(versionFor(1)).toBe(1);
    expect(versionFor(14)).toBe(1);
    expect(versionFor(15)).toBe(2);
    expect(versionFor(106)).toBe(6);
    expect(versionFor(107)).toBeNull();
    expect(encodeQr("x".repeat(107))).toBeNull();
    expect(encodeQr("x".repeat(106))!.modules).toHaveLength(41);
  });

  it("pads the data with 0xEC 0x11 and interleaves the blocks of version 6", () => {
    const words = codewords([0x41], 1);
    expect(words).toHaveLength(26);
    expect(words.slice(0, 4)).toEqual([0x40, 0x14, 0x10, 0xec]);
    expect(words[4]).toBe(0x11);
    expect(codewords([...new TextEncoder().encode("x".repeat(50))], 6)).toHaveLength(172);
  });

  it("draws the three finder patterns and the timing lines", () => {
    const { modules } = encodeQr("A")!;
    const n = modules.length;
    const finder = ["#######", "#.....#", "#.###.#", "#.###.#", "#.###.#", "#.....#", "#######"];
    const at = (x0: number, y0: number) =>
      finder.map((_, y) =>
        modules[y0 + y]!.slice(x0, x0 + 7)
          .map((d) => (d ? "#" : "."))
          .join(""),
      );
    expect(at(0, 0)).toEqual(finder);
    expect(at(n - 7, 0)).toEqual(finder);
    expect(at(0, n - 7)).toEqual(finder);
    for (let i = 8; i < n - 8; i += 1) expect(modules[6]![i]).toBe(i % 2 === 0);
  });

  it("the chosen mask has the lowest penalty", () => {
    const best = encodeQr(FOOTER_LINK)!;
    for (let mask = 0; mask < 8; mask += 1)
      expect(penalty(best.modules)).toBeLessThanOrEqual(penalty(encodeQr(FOOTER_LINK, mask)!.modules));
  });
});
