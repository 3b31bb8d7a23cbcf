// Port of families: children attached to the holder of a family plan.
import type { StoredWithDates } from "../../../contracts/common.ts";
import type { FamilyMemberView } from "../../../contracts/account/profile.ts";
import type { NewMember } from "../members/ports.ts";

/** A child of a family: the contract's FamilyMemberView with the date of its link as a Date. */
export type FamilyMemberRecord = StoredWithDates<FamilyMemberView, "addedAt">;

export interface FamilyRepository {
  /** The children of a holder, oldest link first. */
  membersOf(holderId: string): Promise<FamilyMemberRecord[]>;
  /** The holder a member is attached to, or null. */
  holderOf(memberId: string): Promise<string | null>;
  /**
   * Creates the child account and attaches it, in one transaction that counts the holder's children
   * under a lock, so two concurrent additions cannot pass the limit.
   */
  addChild(input: {
    holderId: string;
    child: NewMember;
    maxMembers: number;
    now: Date;
  }): Promise<"added" | "email-taken" | "limit-reached">;
  /** Detaches a child (its account stays, without the family plan). False when it is not the holder's child. */
  removeChild(holderId: string, memberId: string): Promise<boolean>;
}
export const FamilyRepositoryToken = Symbol("FamilyRepository");
