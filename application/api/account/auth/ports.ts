// Ports of authentication: password hashing, access tokens, refresh-token families, reset tokens.
import type { Result } from "neverthrow";
import type { CommonPasswords } from "../../../../domain/validation/rules.ts";

export interface PasswordCheck {
  valid: boolean;
  /** The stored hash uses weaker parameters than the current ones: store a fresh hash. */
  needsRehash: boolean;
}

/** argon2id hashing. `verifyDummy` costs the same as `verify`, for unknown accounts (no timing oracle). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<PasswordCheck>;
  verifyDummy(password: string): Promise<void>;
}
export const PasswordHasherToken = Symbol("PasswordHasher");

/** What an access token says: whose it is and which login (refresh-token family) issued it. */
export interface AccessClaims {
  memberId: string;
  sessionId: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export type InvalidAccessToken = { type: "InvalidAccessToken"; reason: "malformed" | "signature" | "expired" };

/** Signs and checks access tokens (HMAC-SHA256, JWT format). */
export interface AccessTokenSigner {
  sign(claims: { memberId: string; sessionId: string }, now: Date): { token: string; expiresAt: number };
  verify(token: string, now: Date): Result<AccessClaims, InvalidAccessToken>;
}
export const AccessTokenSignerToken = Symbol("AccessTokenSigner");

/**
 * Opaque secrets: refresh tokens and reset tokens are random; only their digest is stored.
 * `successorOf` derives the refresh token that replaces a given one (keyed, deterministic), so two
 * requests racing with the same token receive the same successor without the database keeping it.
 */
export interface SecretTokens {
  newToken(): string;
  successorOf(refreshToken: string): string;
  digest(token: string): string;
}
export const SecretTokensToken = Symbol("SecretTokens");

/** A refresh token as stored, with its family's state. */
export interface RefreshTokenRecord {
  id: string;
  familyId: string;
  memberId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  successorId: string | null;
  familyRevokedAt: Date | null;
}

export interface NewRefreshToken {
  id: string;
  digest: string;
  expiresAt: Date;
}

export type RevokeReason = "logout" | "reuse" | "password-reset" | "account-deleted";

export interface SessionStore {
  /** A new login: a family with its first token. */
  startFamily(input: { familyId: string; memberId: string; token: NewRefreshToken; now: Date }): Promise<void>;
  findByDigest(digest: string): Promise<RefreshTokenRecord | null>;
  findById(id: string): Promise<RefreshTokenRecord | null>;
  /**
   * Atomically marks `parentId` rotated and stores its successor. "already-rotated" when another
   * request rotated it first (nothing is written then).
   */
  rotate(input: { parentId: string; successor: NewRefreshToken; now: Date }): Promise<"rotated" | "already-rotated">;
  revokeFamily(familyId: string, reason: RevokeReason, now: Date): Promise<void>;
  revokeAllOf(memberId: string, reason: RevokeReason, now: Date): Promise<void>;
  /** The member behind a live (not revoked) family, or null. */
  activeSession(familyId: string, memberId: string): Promise<SessionMember | null>;
}
export const SessionStoreToken = Symbol("SessionStore");

/** The member facts every authenticated request needs. */
export interface SessionMember {
  memberId: string;
  email: string;
  profiled: boolean;
}

export interface PasswordResetStore {
  create(input: { id: string; memberId: string; digest: string; expiresAt: Date; now: Date }): Promise<void>;
  /** Marks the token used if it exists, is unused and unexpired; returns its member, else null. Single use. */
  consume(digest: string, now: Date): Promise<{ memberId: string } | null>;
}
export const PasswordResetStoreToken = Symbol("PasswordResetStore");

/** Issue 14: the list of common passwords every new password is checked against (sign-up, reset, family). */
export type { CommonPasswords };
export const CommonPasswordsToken = Symbol("CommonPasswords");
