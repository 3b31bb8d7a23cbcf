// Port of member accounts.

/** A member as stored. Dates of birth are YYYY-MM-DD. */
export interface MemberRecord {
  id: string;
  email: string;
  passwordHash: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  birthdate: string | null;
  accessType: string | null;
  levelOfEducation: string | null;
  currentDegree: string | null;
  country: string | null;
  region: string | null;
  featureFlags: Record<string, boolean>;
  /** Null while profiling is required. */
  profiledAt: Date | null;
  refreshProfilingStep: string | null;
  createdAt: Date;
}

/** The profile fields a member (or profiling) may change; absent keys are left as they are. */
export interface ProfileChanges {
  firstname?: string;
  lastname?: string;
  username?: string | null;
  birthdate?: string | null;
  accessType?: string;
  levelOfEducation?: string;
  currentDegree?: string | null;
  country?: string;
  region?: string | null;
  featureFlags?: Record<string, boolean>;
  profiledAt?: Date;
  refreshProfilingStep?: string | null;
}

export interface NewMember {
  id: string;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  birthdate: string | null;
  termsAcceptedAt: Date;
  /** Profile fields known at creation (a child created by a family holder is profiled at once). */
  profile?: ProfileChanges;
}

export interface MemberRepository {
  findById(id: string): Promise<MemberRecord | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<MemberRecord | null>;
  create(member: NewMember, now: Date): Promise<"created" | "email-taken">;
  updateProfile(id: string, changes: ProfileChanges, now: Date): Promise<"updated" | "username-taken" | "not-found">;
  updatePasswordHash(id: string, passwordHash: string, now: Date): Promise<void>;
  /**
   * Deletes the account with its data: sessions, reset tokens, devices, subscriptions, family links,
   * learning progress, unpaid orders, and the newsletter subscription and outbox mail of its address. Paid orders
   * and their invoices stay as accounting records, detached from the member (docs/decisions/031-retention.md).
   */
  delete(id: string): Promise<void>;
}
export const MemberRepositoryToken = Symbol("MemberRepository");
