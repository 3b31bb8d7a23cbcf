import { describe, expect, it } from "vitest";
import { NodeIdGenerator, NodeSecretTokens } from "./node-secret-tokens.ts";

describe("NodeSecretTokens", () => {
  const tokens = new NodeSecretTokens("a-test-secret-of-at-least-32-characters!");

  it("makes unguessable, distinct tokens and stores only a SHA-256", () => {
    const a = tokens.newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.newToken()).not.toBe(a);
    expect(tokens.digest(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.digest(a)).toBe(tokens.digest(a));
  });

  it("derives the same successor for the same token, and another one under another secret", () => {
    const token = tokens.newToken();
    expect(tokens.successorOf(token)).toBe(tokens.successorOf(token));
    expect(tokens.successorOf(token)).not.toBe(token);
    expect(tokens.successorOf(token)).not.toBe(tokens.successorOf(tokens.newToken()));
    expect(new NodeSecretTokens("another-secret-of-at-least-32-characters").successorOf(token)).not.toBe(
      tokens.successorOf(token),
    );
  });

  it("makes UUIDs", () => {
    expect(new NodeIdGenerator().uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
