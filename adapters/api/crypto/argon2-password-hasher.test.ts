import { describe, expect, it } from "vitest";
import { Argon2PasswordHasher, OWASP_ARGON2_PARAMS, argon2ParamsOf } from "./argon2-password-hasher.ts";

const cheap = { memoryKiB: 64, iterations: 1, parallelism: 1 };

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

  it("does a real check for unknown accounts", async () => {
    const hasher = new Argon2PasswordHasher(cheap);
    await expect(hasher.verifyDummy("anything")).resolves.toBeUndefined();
    await expect(hasher.verifyDummy("anything else")).resolves.toBeUndefined();
  });
});
