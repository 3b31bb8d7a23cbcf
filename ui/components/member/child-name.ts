// A child of a family as the holder sees them named (the family space, the holder's home).
import type { FamilyMemberView } from "../../../application/contracts/account/family.ts";

/** First and last name, else the e-mail. */
export function childName(child: Pick<FamilyMemberView, "firstname" | "lastname" | "email">): string {
  return [child.firstname, child.lastname].filter(Boolean).join(" ") || child.email;
}
