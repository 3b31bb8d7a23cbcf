import { describe, expect, it } from "vitest";
import { Argon2PasswordHasher, OWASP_ARGON2_PARAMS, argon2ParamsOf } from "./argon2-password-hasher.ts";

const cheap = { memoryKiB: 64, iterations: 1, parallelism: 1 };

/** Hashes written by the earlier hasher (hash-wasm 4.13.0, WebAssembly), with the salt 00 01 … 0f. */
const FIXED_SALT = Buffer.from("000102030405060708090a0b0c0d0e0f", "hex");
const WRITTEN_BY_HASH_WASM = [
  {
    password: "Correct-Horse-42",
    params: cheap,
    hash: "$argon2id$v=19$m=64,t=1,p=1$AAECAwQFBgcICQoLDA0ODw$VBIKd0qA0ZM/V9+tw8cU2cIDZRGbeLkqCCmJvgoBLKk",
  },
  {
    password: "St\u00e9phanie-2026",
    params: OWASP_ARGON2_PARAMS,
    hash: "$argon2id$v=19$m=19456,t=2,p=1$AAECAwQFBgcICQoLDA0ODw$45qAZ3WUWvi3zKR8IvdY9zB+vOjqadPiaJe+T1DttrY",
  },
];

describe("Argon2PasswordHasher", () => {
  it("uses argon2id at the OWASP parameters by default", async () => {
    const hash = await new Argon2PasswordHasher().hash("Demo-2026!");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(argon2ParamsOf(hash)).toEqual(OWASP_ARGON2_PARAMS);
  });

  it("verifies the right password only, with a fresh salt each time", async () => {
    const hasher = new Argon2PasswordHasher(cheap);
    const [a, b] = [await hasher.hash("Correct-Horse-42"), await hasher.hash("Correct-Horse-42")];
    expect(a).not.toBe(b);
    expect(await hasher.verify(a, "Correct-Horse-42")).toEqual({ valid: true, needsRehash: false });
    expect(await hasher.verify(a, "correct-horse-42")).toEqual({ valid: false, needsRehash: false });
    expect(await hasher.verify("not-a-hash", "x")).toEqual({ valid: false, needsRehash: false });
  });

  it("treats composed and decomposed accents as the same password", async () => {
    const hasher = new Argon2PasswordHasher(cheap);
    const hash = await hasher.hash("Ste\u0301phanie-2026");
    expect((await hasher.verify(hash, "St\u00e9phanie-2026")).valid).toBe(true);
  });

  it("asks for a rehash when the stored hash is weaker than the current parameters", async () => {
    const weak = await new Argon2PasswordHasher(cheap).hash("pw-123456");
    const stronger = new Argon2PasswordHasher({ memoryKiB: 128, iterations: 2, parallelism: 1 });
    expect(await stronger.verify(weak, "pw-123456")).toEqual({ valid: true, needsRehash: true });
    expect(await stronger.verify(weak, "wrong")).toEqual({ valid: false, needsRehash: false });
  });

  it("verifies the hashes the earlier hasher stored, and writes exactly what it wrote for the same salt", async () => {
    for (const { password, params, hash } of WRITTEN_BY_HASH_WASM) {
      const hasher = new Argon2PasswordHasher(params, () => FIXED_SALT);
      expect(await hasher.verify(hash, password)).toEqual({ valid: true, needsRehash: false });
      expect((await hasher.verify(hash, `${password}!`)).valid).toBe(false);
      // The same PHC string, byte for byte: a hash written now verifies with the earlier code too.
      expect(await hasher.hash(password)).toBe(hash);
    }
  });

  it("refuses a stored hash whose tag was altered or whose parameters are out of bounds", async () => {
    const { password, hash } = WRITTEN_BY_HASH_WASM[0]!;
    const hasher = new Argon2PasswordHasher(cheap);
    const altered = hash.replace("$VBIK", "$WBIK"); // the tag's first byte changed
    expect(await hasher.verify(altered, password)).toEqual({ valid: false, needsRehash: false });
    const truncated = hash.replace(/\$[^$]+$/, "$VBIK");
    expect((await hasher.verify(truncated, password)).valid).toBe(false);
    expect(await hasher.verify(hash.replace("m=64", "m=1"), password)).toEqual({ valid: false, needsRehash: false });
  });

  it("lets the event loop run while it hashes (issue 14: one login must not stall every other request)", async () => {
    const hasher = new Argon2PasswordHasher();
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      const hashing = hasher.hash("Demo-2026!").then(() => ticks);
      // A timer due at once runs before the hash is done: the hash is computed off the event loop.
      expect(await hashing).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
    }
  });

  it("does a real check for unknown accounts", async () => {
    const hasher = new Argon2PasswordHasher(cheap);
    await expect(hasher.verifyDummy("anything")).resolves.toBeUndefined();
    await expect(hasher.verifyDummy("anything else")).resolves.toBeUndefined();
  });
});
