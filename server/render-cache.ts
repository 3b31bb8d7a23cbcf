// Issue 14 (docs/decisions/024-render-cache.md): the anonymous page render cache. Which requests it answers and
// which pages it keeps, under which key, is decided in domain/http/render-cache.ts; here: the kept pages (gzip
// prepared once, a fresh CSP nonce in every answer), the stores (this process's LRU, or Redis shared by every
// process when REDIS_URL is set) and the two places it works: answering a request before the app (node:http, the
// fast path) or inside it (Hono), and keeping a page the app has just rendered.
import { constants as zlibConstants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { Redis } from "ioredis";
import { parseCookieHeader } from "../adapters/web/cookies.ts";
import { preferredEncoding } from "../domain/http/content-encoding.ts";
import {
  keepsRender,
  renderCacheDecision,
  type RenderCookieNames,
  type RenderCacheDecision,
} from "../domain/http/render-cache.ts";
import { contentSecurityPolicy, newNonce } from "./security-headers.ts";

/** The header that tells whether a page came from the cache (`hit`) or was rendered and kept (`miss`). */
export const RENDER_CACHE_HEADER = "x-render-cache";

/** Headers a kept page does not replay: the body's framing and encoding are the cache's, the CSP is per answer. */
const UNKEPT_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "content-security-policy"]);

// CRC-32 arithmetic (zlib's crc32_combine): appending k zero bytes to a message multiplies its raw CRC (no initial
// value, no final xor) by x^(8k) modulo the polynomial, and raw CRCs add (xor) like the messages they come from. An
// answer differs from the kept page only by its nonce, the same 24 bytes at each place: its CRC is the kept page's
// xor raw(old nonce xor new nonce) times the sum of x^(8·bytes after each place), a sum computed once per page.
const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  while (m !== 0) {
    if (a & m) p ^= b;
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k += 1) table.push(multModP(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(8·length) modulo the polynomial: the shift of a raw CRC over `length` more bytes (zlib's crc32_combine_gen). */
function crcShift(length: number): number {
  let p = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k += 1) if (n % 2 === 1) p = multModP(X2N[k % 32]!, p);
  return p >>> 0;
}

const GZIP_OR_IDENTITY = ["gzip", "identity"] as const;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A final, empty deflate block (fixed Huffman, end-of-block only). */
const DEFLATE_END = Buffer.from([0x03, 0x00]);

/** Deflate's window: how far back a piece may refer. */
const DEFLATE_WINDOW = 32 * 1024;

/** The head of a stored deflate block of `length` bytes: BFINAL 0, BTYPE 00, aligned (the deflated pieces end on a
 * sync flush), LEN, NLEN. */
function storedBlock(length: number): Buffer {
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(length, 1);
  stored.writeUInt16LE(~length & 0xffff, 3);
  return stored;
}

/**
 * Each piece deflated on its own (ending on a sync flush, so a stored block can follow), but with what comes before it
 * in the page as its preset dictionary, so a piece refers back to the earlier ones as one stream would (deflated
 * apart, every piece started from nothing: the home's gzip answer was 40 % larger than the page's gzip). The
 * dictionary holds NUL bytes where the nonces stand: no match can reach into a nonce, whose bytes change at every
 * answer, because HTML holds no NUL (a page that does gets pieces deflated without dictionary).
 */
function deflatePieces(pieces: readonly Buffer[], nonceLength: number): Buffer[] {
  const chained = !pieces.some((piece) => piece.includes(0));
  const nonceGap = Buffer.alloc(nonceLength);
  let history = Buffer.alloc(0);
  return pieces.map((piece, index) => {
    if (index > 0) history = Buffer.concat([history, nonceGap]);
    const dictionary = chained && history.length > 0 ? history.subarray(-DEFLATE_WINDOW) : undefined;
    const deflated =
      piece.length === 0
        ? piece
        : deflateRawSync(piece, {
            level: 9,
            finishFlush: zlibConstants.Z_SYNC_FLUSH,
            ...(dictionary ? { dictionary } : {}),
          });
    history = Buffer.concat([history, piece]).subarray(-DEFLATE_WINDOW);
    return deflated;
  });
}

/**
 * A kept page: its status and headers, its HTML cut at each occurrence of the nonce it was rendered with, and each
 * piece deflated once. An answer puts a fresh nonce between the pieces: in identity, the pieces joined; in gzip,
 * the deflated pieces with the nonce as a stored block between them, and the gzip trailer (CRC-32 and length of the
 * whole) derived from the kept page's. No compression and no pass over the page per answer.
 */
export class CachedPage {
  /** Bytes of the whole page (every nonce the same length). */
  private readonly length: number;
  /** CRC-32 of the page as rendered, with its own nonce. */
  private readonly crc: number;
  /** Sum (xor) of the shifts over the bytes after each nonce. */
  private readonly nonceShifts: number;
  private readonly renderedNonce: Buffer;
  private readonly zeroNonceCrc: number;
  /** The gzip answer with the rendered nonce, and where each nonce's bytes are in it. */
  private readonly gzipped: Buffer;
  private readonly gzipNonceOffsets: readonly number[];
  /** The headers every answer replays, flat (name, value, …), Vary with Accept-Encoding. */
  private readonly replayed: readonly string[];
  /** The size it takes in a store, in bytes (about). */
  readonly size: number;

  private constructor(
    readonly status: number,
    readonly headers: readonly (readonly [string, string])[],
    private readonly pieces: readonly Buffer[],
    private readonly deflated: readonly Buffer[],
    /** The nonce the page was rendered with (null: none to renew, as in development). */
    private readonly nonce: string | null,
    readonly expiresAt: number,
  ) {
    this.renderedNonce = Buffer.from(nonce ?? "", "latin1");
    this.zeroNonceCrc = crc32(Buffer.alloc(this.renderedNonce.length));
    let crc = 0;
    let after = 0;
    let shifts = 0;
    for (let index = pieces.length - 1; index >= 0; index -= 1) {
      if (index < pieces.length - 1) {
        shifts ^= crcShift(after);
        after += this.renderedNonce.length;
      }
      after += pieces[index]!.length;
    }
    pieces.forEach((piece, index) => {
      if (index > 0) crc = crc32(this.renderedNonce, crc);
      crc = crc32(piece, crc);
    });
    this.length = after;
    this.crc = crc >>> 0;
    this.nonceShifts = shifts >>> 0;
    const stored = storedBlock(this.renderedNonce.length);
    const chunks: Buffer[] = [GZIP_HEADER];
    const offsets: number[] = [];
    let offset = GZIP_HEADER.length;
    deflated.forEach((piece, index) => {
      if (index > 0) {
        chunks.push(stored, this.renderedNonce);
        offsets.push(offset + stored.length);
        offset += stored.length + this.renderedNonce.length;
      }
      chunks.push(piece);
      offset += piece.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc, 0);
    trailer.writeUInt32LE(this.length >>> 0, 4);
    chunks.push(DEFLATE_END, trailer);
    this.gzipped = Buffer.concat(chunks);
    this.gzipNonceOffsets = offsets;
    const replayed = headers.flatMap(([name, value]) => [name, value]);
    if (!headers.some(([name, value]) => name === "vary" && /accept-encoding/i.test(value)))
      replayed.push("vary", "Accept-Encoding");
    this.replayed = replayed;
    this.size = [...pieces, ...deflated].reduce((total, piece) => total + piece.length, 512);
  }

  static of(input: {
    status: number;
    headers: Iterable<[string, string]>;
    html: string;
    nonce: string | undefined;
    expiresAt: number;
  }): CachedPage {
    const headers = [...input.headers].filter(([name]) => !UNKEPT_HEADERS.has(name.toLowerCase()));
    const pieces = (input.nonce === undefined ? [input.html] : input.html.split(input.nonce)).map((piece) =>
      Buffer.from(piece, "utf8"),
    );
    return new CachedPage(
      input.status,
      headers,
      pieces,
      deflatePieces(pieces, Buffer.byteLength(input.nonce ?? "", "latin1")),
      input.nonce ?? null,
      input.expiresAt,
    );
  }

  /** The answer's body chunks, with `nonce` (as long as the rendered one) between the pieces. */
  body(nonce: string, gzip: boolean): Buffer[] {
    const nonceBytes = Buffer.from(nonce, "latin1");
    if (nonceBytes.length !== this.renderedNonce.length) throw new Error("A nonce of another length");
    if (!gzip) {
      const chunks: Buffer[] = [];
      this.pieces.forEach((piece, index) => {
        if (index > 0) chunks.push(nonceBytes);
        chunks.push(piece);
      });
      return chunks;
    }
    // The gzip answer with this nonce in place of the rendered one, and the CRC that goes with it.
    const body = Buffer.allocUnsafe(this.gzipped.length);
    this.gzipped.copy(body);
    for (const offset of this.gzipNonceOffsets) nonceBytes.copy(body, offset);
    if (this.gzipNonceOffsets.length > 0) {
      const difference = Buffer.alloc(nonceBytes.length);
      for (let i = 0; i < difference.length; i += 1) difference[i] = nonceBytes[i]! ^ this.renderedNonce[i]!;
      const crc = (this.crc ^ multModP(this.nonceShifts, (crc32(difference) ^ this.zeroNonceCrc) >>> 0)) >>> 0;
      body.writeUInt32LE(crc, body.length - 8);
    }
    return [body];
  }

  /**
   * The answer to one request: headers (flat: name, value, …), a fresh nonce (and its CSP), the body in the encoding
   * the client takes.
   */
  answer(acceptEncoding: string | null): { status: number; headers: string[]; body: Buffer[] } {
    const gzip = preferredEncoding(acceptEncoding, GZIP_OR_IDENTITY) === "gzip";
    const nonce = this.nonce === null ? "" : newNonce();
    const body = this.body(nonce, gzip);
    const length = body.reduce((total, chunk) => total + chunk.length, 0);
    const headers = this.replayed.slice();
    if (this.nonce !== null) headers.push("content-security-policy", contentSecurityPolicy(nonce));
    if (gzip) headers.push("content-encoding", "gzip");
    headers.push("content-length", String(length), RENDER_CACHE_HEADER, "hit");
    return { status: this.status, headers, body };
  }

  /**
   * For a shared store: one buffer, a JSON head then the deflated pieces only (the gzip answer's bytes; a course's
   * 500 kB of HTML is about 40 kB so). `decode` inflates them back into the pieces, once per process that reads it.
   */
  encode(): Buffer {
    const head = Buffer.from(
      JSON.stringify({
        status: this.status,
        headers: this.headers,
        nonce: this.nonce,
        expiresAt: this.expiresAt,
        pieces: this.pieces.map((piece) => piece.length),
        deflated: this.deflated.map((piece) => piece.length),
      }),
    );
    const length = Buffer.alloc(4);
    length.writeUInt32LE(head.length);
    return Buffer.concat([length, head, ...this.deflated]);
  }

  static decode(buffer: Buffer): CachedPage {
    const headLength = buffer.readUInt32LE(0);
    const head = JSON.parse(buffer.subarray(4, 4 + headLength).toString("utf8")) as {
      status: number;
      headers: [string, string][];
      nonce: string | null;
      expiresAt: number;
      pieces: number[];
      deflated: number[];
    };
    let offset = 4 + headLength;
    const deflated = head.deflated.map((length) => {
      const piece = buffer.subarray(offset, offset + length);
      offset += length;
      return piece;
    });
    // The deflated pieces with the rendered nonce as a stored block between them are one raw deflate stream (the
    // gzip answer's body): inflated, it is the page, which the pieces' lengths cut back into pieces.
    const nonce = Buffer.from(head.nonce ?? "", "latin1");
    const stream: Buffer[] = [];
    deflated.forEach((piece, index) => {
      if (index > 0) stream.push(storedBlock(nonce.length), nonce);
      stream.push(piece);
    });
    stream.push(DEFLATE_END);
    const page = inflateRawSync(Buffer.concat(stream));
    offset = 0;
    const pieces = head.pieces.map((length, index) => {
      if (index > 0) offset += nonce.length;
      const piece = page.subarray(offset, offset + length);
      offset += length;
      return piece;
    });
    return new CachedPage(head.status, head.headers, pieces, deflated, head.nonce, head.expiresAt);
  }
}

/** What a store finds under a key: the page (or null) and the store's generation at that time. */
export interface StoreLookup {
  page: CachedPage | null;
  generation: string;
}

/** Where kept pages live. A generation is bumped by `invalidate`: a page rendered before it is never kept after. */
export interface PageStore {
  /** The page kept under `key` (still fresh at `now`), or null; and the store's current generation. */
  get(key: string, now: number): Promise<StoreLookup> | StoreLookup;
  /** Keeps `page` under `key` unless the store's generation is no longer `generation`; whether it was kept. */
  set(key: string, page: CachedPage, generation: string, now: number): Promise<boolean>;
  /** Forgets every page (content or plans changed). */
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

/** This process's pages, least recently used dropped first beyond `maxBytes`. */
export class MemoryPageStore implements PageStore {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private generation = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string, now: number): { page: CachedPage | null; generation: string } {
    const page = this.pages.get(key);
    if (page === undefined) return { page: null, generation: String(this.generation) };
    this.forget(key, page);
    if (page.expiresAt <= now) return { page: null, generation: String(this.generation) };
    this.pages.set(key, page); // most recently used last
    this.bytes += page.size;
    return { page, generation: String(this.generation) };
  }

  set(key: string, page: CachedPage, generation: string, now: number): Promise<boolean> {
    return Promise.resolve(generation === String(this.generation) && this.keep(key, page, now));
  }

  /** Keeps `page` under `key` whatever the generation (the caller checked it), unless it expired or is too large. */
  keep(key: string, page: CachedPage, now: number): boolean {
    if (page.expiresAt <= now || page.size > this.maxBytes) return false;
    const previous = this.pages.get(key);
    if (previous !== undefined) this.forget(key, previous);
    this.pages.set(key, page);
    this.bytes += page.size;
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest, kept);
    }
    return true;
  }

  /** Forgets every page, without moving the generation. */
  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  invalidate(): Promise<void> {
    this.generation += 1;
    this.clear();
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private forget(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.bytes -= page.size;
  }
}

/** How a write to Redis ended (`RedisPageStore.write`). */
type WriteOutcome = "kept" | "refused" | "failed";

/** Keys whose failed write a process remembers having reported (a key lives a minute). */
const REPORTED_KEYS = 10_000;

/** The generation of a shared store that did not answer: nothing is kept under it. */
const UNAVAILABLE = "unavailable";

/** Reads the generation and the page of that generation in one round trip. */
const GET_PAGE = `
local generation = redis.call('GET', KEYS[1]) or '0'
return {generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2])}
`;

/** Keeps a page only if the generation it was rendered in is still the current one. */
const SET_PAGE = `
local generation = redis.call('GET', KEYS[1]) or '0'
if generation ~= ARGV[3] then return 0 end
redis.call('SET', ARGV[1] .. generation .. ':' .. ARGV[2], ARGV[4], 'PX', ARGV[5])
return 1
`;

/**
 * Pages shared by every process through Redis (REDIS_URL): keys `<prefix><generation>:<key>`, expiring with their
 * time bucket. Invalidation bumps the generation (`<prefix>generation`): every process misses at once, old pages
 * expire on their own. If Redis fails, the request is rendered (a miss), never refused.
 */
export class RedisPageStore implements PageStore {
  /** Keys whose failed write was reported (each once; all forgotten beyond `REPORTED_KEYS`). */
  private readonly reported = new Set<string>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix = "revizo:page:",
    /** Hears a write that failed or timed out, once per key (the server logs it at warn). */
    private readonly onWriteFailed: (key: string, error: unknown) => void = () => {},
  ) {}

  /** A client for REDIS_URL whose commands give up after 500 ms (a miss then); `onError` hears connection errors. */
  static connect(url: string, onError: (error: Error) => void = () => {}): Redis {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500 });
    redis.on("error", onError);
    return redis;
  }

  async get(key: string, now: number): Promise<{ page: CachedPage | null; generation: string }> {
    try {
      const [generation, value] = (await this.redis.callBuffer(
        "EVAL",
        GET_PAGE,
        1,
        this.generationKey,
        this.prefix,
        key,
      )) as [Buffer, Buffer | null];
      const page = value === null ? null : CachedPage.decode(value);
      return { page: page !== null && page.expiresAt > now ? page : null, generation: generation.toString() };
    } catch {
      return { page: null, generation: UNAVAILABLE };
    }
  }

  async set(key: string, page: CachedPage, generation: string, now: number): Promise<boolean> {
    return (await this.write(key, page, generation, now)) === "kept";
  }

  /**
   * Keeps `page` under `key` if the generation is still `generation`: `kept`, `refused` (the generation moved, or the
   * page expired or was rendered while Redis did not answer), or `failed` (the write failed or timed out: Redis may
   * or may not have kept it).
   */
  async write(key: string, page: CachedPage, generation: string, now: number): Promise<WriteOutcome> {
    const ttl = page.expiresAt - now;
    if (generation === UNAVAILABLE || ttl <= 0) return "refused";
    try {
      const kept = await this.redis.eval(
        SET_PAGE,
        1,
        this.generationKey,
        this.prefix,
        key,
        generation,
        page.encode(),
        String(ttl),
      );
      return kept === 1 ? "kept" : "refused";
    } catch (error) {
      if (!this.reported.has(key)) {
        if (this.reported.size >= REPORTED_KEYS) this.reported.clear();
        this.reported.add(key);
        this.onWriteFailed(key, error);
      }
      return "failed";
    }
  }

  /** The current generation alone (one GET), or UNAVAILABLE. */
  async generation(): Promise<string> {
    try {
      return (await this.redis.get(this.generationKey)) ?? "0";
    } catch {
      return UNAVAILABLE;
    }
  }

  async invalidate(): Promise<void> {
    await this.redis.incr(this.generationKey);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private get generationKey(): string {
    return `${this.prefix}generation`;
  }
}

/**
 * Redis with this process's LRU in front (docs/decisions/024, addendum "Memory in front of Redis"): a page found in Redis, or kept by this
 * process, is answered from memory while the shared generation is known to be the one it was found or kept under.
 * The generation is read again (one GET) by the first lookup more than `checkEveryMs` after the last read, and the
 * local pages are forgotten when it moved: an invalidation in any process reaches every other within `checkEveryMs`
 * (at once in the one that invalidates). Keys hold the build, the data fingerprint and the minute, so a local page
 * can be stale only by an invalidation, never by a new build, new data at start or a campaign's minute. If Redis
 * does not answer, nothing is answered from memory either (a page is rendered, as without the local layer).
 * A page whose write to Redis failed or timed out (Redis slow under load) is kept in memory all the same, but answered
 * only once a generation read sent after that failure found the generation it was rendered under.
 */
export class LayeredPageStore implements PageStore {
  /** The shared generation the local pages belong to (null: not known, read it before answering from memory). */
  private generation: string | null = null;
  /** When the generation was last asked for (clock milliseconds). */
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  /** The sequence number of the read in flight (`checking`). */
  private checkingRead = 0;
  /** Generation reads sent so far (each numbered by the count then). */
  private reads = 0;
  /** Reads up to this number were sent before a write failed: they do not confirm the memory (see `set`). */
  private unconfirmedUpTo = 0;

  constructor(
    private readonly shared: RedisPageStore,
    private readonly local: MemoryPageStore,
    private readonly checkEveryMs = 250,
    /** Milliseconds, for the check interval only (pages expire on the cache's own clock, `now`). */
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(key: string, now: number): Promise<StoreLookup> | StoreLookup {
    if (this.generation !== null && this.clock() - this.checkedAt < this.checkEveryMs) {
      const found = this.local.get(key, now);
      if (found.page !== null) return { page: found.page, generation: this.generation };
      return this.fromShared(key, now);
    }
    return this.check().then(() => {
      if (this.generation === null) return { page: null, generation: UNAVAILABLE };
      // A write failed while that read was in flight: the memory waits for the next read; this page comes from Redis.
      if (this.checkedAt === Number.NEGATIVE_INFINITY) return this.fromShared(key, now);
      const found = this.local.get(key, now);
      return found.page !== null ? { page: found.page, generation: this.generation } : this.fromShared(key, now);
    });
  }

  async set(key: string, page: CachedPage, generation: string, now: number): Promise<boolean> {
    const outcome = await this.shared.write(key, page, generation, now);
    if (outcome === "refused" || generation !== this.generation) return outcome === "kept";
    if (outcome === "failed") {
      // Redis may have moved on without this process knowing: the memory answers again (this page and the others)
      // once a read sent from now on finds the generation unchanged (`observe` forgets them all if it moved).
      this.unconfirmedUpTo = this.reads;
      this.checkedAt = Number.NEGATIVE_INFINITY;
    }
    this.local.keep(key, page, now);
    return outcome === "kept";
  }

  async invalidate(): Promise<void> {
    this.forgetLocal();
    await this.shared.invalidate();
    this.forgetLocal();
  }

  close(): Promise<void> {
    return this.shared.close();
  }

  private async fromShared(key: string, now: number): Promise<StoreLookup> {
    const askedAt = this.clock();
    const read = ++this.reads;
    const found = await this.shared.get(key, now);
    this.observe(found.generation, askedAt, read);
    if (found.page !== null && found.generation === this.generation) this.local.keep(key, found.page, now);
    return found;
  }

  /**
   * One read of the generation at a time; the lookups that need it meanwhile wait for the same one (a new one when
   * the one in flight was sent before a write failed).
   */
  private check(): Promise<void> {
    if (this.checking === null || this.checkingRead <= this.unconfirmedUpTo) {
      const askedAt = this.clock();
      const read = ++this.reads;
      const checking: Promise<void> = this.shared
        .generation()
        .then((generation) => this.observe(generation, askedAt, read))
        .finally(() => {
          if (this.checking === checking) this.checking = null;
        });
      this.checking = checking;
      this.checkingRead = read;
    }
    return this.checking;
  }

  /** The shared generation as Redis told it to read number `read`, asked at `askedAt` (on the clock). */
  private observe(generation: string, askedAt: number, read: number): void {
    if (generation === UNAVAILABLE) return this.forgetLocal();
    if (generation !== this.generation) {
      this.local.clear();
      this.generation = generation;
    }
    // A read sent before a write failed does not make the memory answer again.
    if (read > this.unconfirmedUpTo) this.checkedAt = Math.max(this.checkedAt, askedAt);
  }

  private forgetLocal(): void {
    this.local.clear();
    this.generation = null;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }
}

export interface RenderCacheOptions {
  store: PageStore;
  cookieNames: RenderCookieNames;
  /** The build the pages come from (a new build links other assets). */
  build: string;
  /** Milliseconds since the epoch. */
  now?: () => number;
}

interface Pending {
  decision: Extract<RenderCacheDecision, { cacheable: true }>;
  generation: string;
  rendered?: { html: string; nonce: string | undefined };
}

/** A cacheable decision of the rule, and the headers it read to make it (name, value: null when absent). */
interface RememberedDecision {
  reads: readonly (readonly [string, string | null])[];
  key: string;
  expiresAt: number;
}

/**
 * Request targets whose decisions the fast path remembers, and the characters they may hold (counted as they are
 * added, evicted variants included): all forgotten beyond either. Variants of one target, most recent first.
 */
const REMEMBERED_TARGETS = 10_000;
const REMEMBERED_BYTES = 8 * 1024 * 1024;
const REMEMBERED_VARIANTS = 8;

/** How long a miss waits for the same page's render in progress before it renders the page itself. */
const RENDER_WAIT_MS = 10_000;

/** Whether `promise` settles within `ms` (false: it did not, whatever it does later). */
function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The anonymous page render cache of one process. */
export class RenderCache {
  private readonly now: () => number;
  /** Requests the fast path already looked up and missed, with the store's generation then (no second lookup). */
  private readonly missed = new WeakMap<IncomingMessage, string>();
  /** The fast path's recent decisions by request target (`recall`): the rule runs once per target and headers. */
  private readonly decisions = new Map<string, RememberedDecision[]>();
  private rememberedBytes = 0;
  /** Keys whose page this process is rendering (and will keep if the rule allows), settled once it is kept or not. */
  private readonly rendering = new Map<string, Promise<void>>();
  /** Page requests being rendered that the cache may keep, by request. */
  private readonly pending = new WeakMap<Request, Pending>();

  constructor(private readonly options: RenderCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  private decide(method: string, url: URL, header: (name: string) => string | null): RenderCacheDecision {
    return renderCacheDecision({
      method,
      url,
      header,
      cookies: parseCookieHeader(header("cookie")),
      cookieNames: this.options.cookieNames,
      now: this.now(),
      build: this.options.build,
    });
  }

  /**
   * The fast path, in front of the app (node:http): answers a kept page, or returns false (the app renders). The
   * decision is the same as in the app's middleware: it reads the same facts of the request.
   */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== "GET" || req.url === undefined || !req.url.startsWith("/")) return false;
    const header = (name: string) => {
      const value = req.headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    };
    const now = this.now();
    const key = this.recall(req.url, header, now) ?? this.decideAndRemember(req.url, header);
    if (key === null) return false;
    // A page in this process's memory is found without a turn of the event loop.
    const lookup = this.options.store.get(key, now);
    let found = lookup instanceof Promise ? await lookup : lookup;
    // The page is being rendered in this process for another request (a new minute, a cold start): wait for that
    // render rather than start the same one again, then look again (not kept: this request renders).
    const rendering = found.page === null ? this.rendering.get(key) : undefined;
    if (rendering !== undefined && (await settlesWithin(rendering, RENDER_WAIT_MS)))
      found = await this.options.store.get(key, this.now());
    if (found.page === null) {
      this.missed.set(req, found.generation);
      return false;
    }
    const answer = found.page.answer(header("accept-encoding"));
    res.writeHead(answer.status, answer.headers);
    // One write of every chunk (no copy of the page into one buffer).
    res.cork();
    for (const chunk of answer.body) res.write(chunk);
    res.end();
    res.uncork();
    return true;
  }

  /**
   * The key the rule gave this request target when every header it read had the same value as in `header`, while
   * that key's time bucket lasts. The rule (`renderCacheDecision`) is a pure function of the target, the headers it
   * reads through its `header` argument (the cookies included: `decide` parses them from `header("cookie")`), the
   * time bucket and the build: the same reads give the same key. A request that differs in any header the rule read
   * (a cookie, a language, a country header, an Authorization) is decided again.
   */
  private recall(target: string, header: (name: string) => string | null, now: number): string | null {
    const remembered = this.decisions.get(target);
    if (remembered === undefined) return null;
    for (const decision of remembered)
      if (decision.expiresAt > now && decision.reads.every(([name, value]) => header(name) === value))
        return decision.key;
    return null;
  }

  /** The rule's decision for a GET of `target` (its key, or null: not from the cache), remembered when cacheable. */
  private decideAndRemember(target: string, header: (name: string) => string | null): string | null {
    const reads: [string, string | null][] = [];
    const decision = this.decide("GET", new URL(target, "http://localhost"), (name) => {
      const value = header(name);
      reads.push([name, value]);
      return value;
    });
    if (!decision.cacheable) return null;
    // Bounded by what it holds (header values are the visitors'): all forgotten beyond, then remembered again.
    this.rememberedBytes += reads.reduce((total, [name, value]) => total + name.length + (value?.length ?? 0), 0);
    this.rememberedBytes += target.length + decision.key.length + 64;
    if (this.decisions.size >= REMEMBERED_TARGETS || this.rememberedBytes > REMEMBERED_BYTES) {
      this.decisions.clear();
      this.rememberedBytes = 0;
    }
    const remembered = (this.decisions.get(target) ?? []).filter(({ expiresAt }) => expiresAt >= decision.expiresAt);
    remembered.unshift({ reads, key: decision.key, expiresAt: decision.expiresAt });
    this.decisions.set(target, remembered.slice(0, REMEMBERED_VARIANTS));
    return decision.key;
  }

  /**
   * Outermost middleware of the app: answers a kept page (requests that did not come through the fast path), or
   * lets the app render and keeps the page when the rule allows (after every other middleware has set its headers).
   */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const request = c.req.raw;
      const decision = this.decide(request.method, new URL(request.url), (name) => request.headers.get(name));
      if (!decision.cacheable) return next();
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      let generation = incoming === undefined ? undefined : this.missed.get(incoming);
      if (generation === undefined) {
        const found = await this.options.store.get(decision.key, this.now());
        if (found.page !== null) {
          const answer = found.page.answer(request.headers.get("accept-encoding"));
          const headers = new Headers();
          for (let i = 0; i < answer.headers.length; i += 2) headers.append(answer.headers[i]!, answer.headers[i + 1]!);
          return new Response(Buffer.concat(answer.body) as Uint8Array<ArrayBuffer>, {
            status: answer.status,
            headers,
          });
        }
        generation = found.generation;
      }
      const pending: Pending = { decision, generation };
      this.pending.set(request, pending);
      const rendered = this.rendering.has(decision.key) ? () => {} : this.markRendering(decision.key);
      try {
        await next();
        await this.keep(c.res, pending, generation);
      } finally {
        rendered();
      }
    };
  }

  /** Keeps the page the app rendered for `pending`'s request, when the rule allows. */
  private async keep(response: Response, pending: Pending, generation: string): Promise<void> {
    const { decision, rendered } = pending;
    if (rendered === undefined) return;
    const kept = keepsRender({
      status: response.status,
      contentType: response.headers.get("content-type"),
      setsCookie: response.headers.has("set-cookie"),
      cacheControl: response.headers.get("cache-control"),
      html: rendered.html,
      ignoredCookieValues: decision.ignoredCookieValues,
    });
    if (!kept) return;
    const page = CachedPage.of({
      status: response.status,
      headers: response.headers.entries(),
      html: rendered.html,
      nonce: rendered.nonce,
      expiresAt: decision.expiresAt,
    });
    await this.options.store.set(decision.key, page, generation, this.now());
    response.headers.set(RENDER_CACHE_HEADER, "miss");
  }

  /** Marks `key` as being rendered (the fast path's misses for it wait); returns the function that ends it. */
  private markRendering(key: string): () => void {
    let done = () => {};
    this.rendering.set(key, new Promise<void>((resolve) => (done = resolve)));
    return () => {
      this.rendering.delete(key);
      done();
    };
  }

  /**
   * The app's page handler hands its rendered page here: a page the cache may keep is read whole (the middleware
   * keeps it once every header is set); any other streams on untouched.
   */
  async capture(request: Request, response: Response, nonce: string | undefined): Promise<Response> {
    const pending = this.pending.get(request);
    if (pending === undefined || response.status !== 200 || response.headers.has("set-cookie")) return response;
    if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return response;
    const html = await response.text();
    pending.rendered = { html, nonce };
    return new Response(html, { status: response.status, headers: response.headers });
  }

  /** Forgets every kept page (content or plans changed), in every process sharing the store. */
  invalidate(): Promise<void> {
    return this.options.store.invalidate();
  }

  close(): Promise<void> {
    return this.options.store.close();
  }
}
