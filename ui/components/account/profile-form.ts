// The profile form of my account in the browser: its values, and the §5 checks with the user's own date.
import { checkProfileForm as check } from "../../../application/web/account/form-checks.ts";
import { PROFILE_FIELDS, type ProfileField } from "../../../application/web/account/form-fields.ts";
import { formValues } from "./form-kit.tsx";
import { localToday } from "./format.ts";

export type { ProfileField };

export function formValuesOfProfile(data: FormData): Record<ProfileField, string> {
  return formValues(data, PROFILE_FIELDS);
}

/** §5 checks of the profile form against today's local date. */
export function checkProfileForm(values: Record<ProfileField, string>) {
  return check({ ...values, today: localToday() });
}
