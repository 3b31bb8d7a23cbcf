// HTTP contract of the family space: the holder of a family plan adds and removes child members.
import * as v from "valibot";
import { endpoint } from "../endpoint.ts";
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

/** GET /family: the family space (a profiled member). */
export const GET_FAMILY = endpoint({
  method: "GET",
  path: "/family",
  summary: "The family space: holder, child members, the limit",
  tags: ["family"],
  response: FamilyResponse,
  success: { status: 200, description: "The family" },
  member: { profiled: true },
  errors: { 404: ["NoFamily"] },
  notes: { 404: "the member neither holds a family plan nor belongs to a family" },
});

/** POST /family/members: the holder creates a child account (a profiled member). */
export const ADD_FAMILY_MEMBER = endpoint({
  method: "POST",
  path: "/family/members",
  summary: "Create a child account in the holder's family (up to FAMILY_MAX_MEMBERS)",
  tags: ["family"],
  body: AddFamilyMemberRequest,
  response: FamilyMemberView,
  success: { status: 201, description: "The child added" },
  member: { profiled: true },
  errors: { 400: ["ValidationFailed", "EmailUnavailable"], 403: ["FamilyPlanRequired", "FamilyLimitReached"] },
  notes: { 400: "ValidationFailed with the §5 codes" },
});

/** DELETE /family/members/{memberId}: detach a child (its account stays). */
export const REMOVE_FAMILY_MEMBER = endpoint({
  method: "DELETE",
  path: "/family/members/{memberId}",
  summary: "Detach a child from the family (its account stays, without the family plan)",
  tags: ["family"],
  response: v.unknown(),
  success: { status: 204, description: "Removed" },
  member: { profiled: true },
  errors: { 403: ["CsrfRejected"], 404: ["FamilyMemberNotFound"] },
  notes: { 403: "custom header missing, or origin not allowed (not for bearer requests)" },
});
