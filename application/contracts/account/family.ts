// HTTP contract of the family space: the holder of a family plan adds and removes child members.
import * as v from "valibot";
import { LEVELS_OF_EDUCATION } from "../../../domain/validation/newsletter.ts";
import { FamilyMemberView } from "./profile.ts";

export { FamilyMemberView };

/** The family space: the holder, the children, the limit and whether one more may be added. */
export const FamilyResponse = v.object({
  role: v.picklist(["holder", "member"]),
  holder: v.object({ id: v.string(), firstname: v.nullable(v.string()), lastname: v.nullable(v.string()) }),
  members: v.array(FamilyMemberView),
  maxMembers: v.number(),
  canAddMember: v.boolean(),
});
export type FamilyResponse = v.InferOutput<typeof FamilyResponse>;

/**
 * A child account created by the holder: it logs in with this e-mail and password, and is profiled
 * as a student of the given level (the holder's country). §5 rules apply to the e-mail and password.
 */
export const AddFamilyMemberRequest = v.strictObject({
  firstname: v.pipe(v.string(), v.maxLength(100)),
  lastname: v.pipe(v.string(), v.maxLength(100)),
  email: v.pipe(v.string(), v.maxLength(320)),
  password: v.pipe(v.string(), v.maxLength(1024)),
  birthdate: v.optional(v.pipe(v.string(), v.maxLength(10))),
  levelOfEducation: v.picklist(LEVELS_OF_EDUCATION),
});
export type AddFamilyMemberRequest = v.InferOutput<typeof AddFamilyMemberRequest>;
