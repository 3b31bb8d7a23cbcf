// Issue 14 (docs/decisions/025-workers.md): the workers of `npm start` share what a visitor's requests need,
// whichever worker answers. Two app instances stand for two worker processes: each has its own container, its
// own PostgreSQL pool and its own Redis client; they share one PostgreSQL database and one Redis. A session
// opened on one is used, refreshed and revoked on the other; login failures are counted across both.
// Needs TEST_DATABASE_URL and a Redis at REDIS_URL (default redis://127.0.0.1:6379); skipped otherwise.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFRESH_REUSE_GRACE_SECONDS } from "../../application/api/account/auth/refresh-session.ts";
import { RATE_RULES } from "../../application/api/security/throttle-rules.ts";
import { randomIp, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login } from "./support/members.ts";

const redisUrl = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  socket.setTimeout(300, () => (socket.destroy(), resolve(false)));
  socket.once("connect", () => (socket.destroy(), resolve(true)));
  socket.once("error", () => resolve(false));
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !redisAnswers)("two workers on one PostgreSQL and one Redis", () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl.toString() };
    first = await startTestApi("postgres", env);
    second = await startTestApi("postgres", env, { postgresUrl: first.postgresUrl ?? "" });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("a session opened on one worker is used, rotated and revoked on the other", async () => {
    const member = await createMember(first);
    const session = await login(first, member);
    expect((await second.request("/api/profile", { token: session.token })).status).toBe(200);
    expect((await second.request("/api/profile", { cookie: session.cookie, bare: true })).status).toBe(200);

    // Rotated on the second worker…
    const rotated = await second.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } });
    expect(rotated.status).toBe(200);
    const successor = (await rotated.json()) as { member: { token: string; refreshToken: string } };
    expect((await first.request("/api/profile", { token: successor.member.token })).status).toBe(200);

    // …so replaying the old refresh token on the first, after the grace window, is detected as reuse, and the
    // whole family is revoked on both.
    first.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    second.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    const replay = await first.request("/api/refresh-token", { body: { refreshToken: session.refreshToken } });
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).code).toBe("RefreshTokenReused");
    expect((await second.request("/api/profile", { token: successor.member.token })).status).toBe(401);
    expect((await first.request("/api/profile", { token: successor.member.token })).status).toBe(401);
  });

  it("counts login failures from one address across both workers", async () => {
    const member = await createMember(first);
    const ip = randomIp();
    // Half the allowed failures on each worker: neither alone reaches the limit.
    for (let i = 0; i < RATE_RULES.loginPair.limit; i++) {
      const api = i % 2 === 0 ? first : second;
      const failed = await api.request("/api/auth/local", {
        body: { identifier: member.email, password: `wrong-${i}` },
        ip,
      });
      expect(failed.status).toBe(400);
    }
    // The pair is now refused on either worker, even with the right password.
    for (const api of [first, second]) {
      const blocked = await api.request("/api/auth/local", {
        body: { identifier: member.email, password: member.password },
        ip,
      });
      expect(blocked.status).toBe(429);
      expect((await errorOf(blocked)).code).toBe("TooManyRequests");
    }
    // The account's failures (every address) slow the owner down on the other worker, without refusing them.
    second.sleeps.length = 0;
    const owner = await second.request("/api/auth/local", {
      body: { identifier: member.email, password: member.password },
      ip: "203.0.113.77",
    });
    expect(owner.status).toBe(200);
    // Ten failures is the account limit itself: the owner's attempt is the first one over it.
    expect(second.sleeps.some((ms) => ms > 0)).toBe(true);
  });
});
