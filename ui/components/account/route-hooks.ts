// For the account route modules (data router only): whether one of their forms is being sent.
import { useNavigation } from "react-router";

/** True while a POST to `path` (and, when given, with that `intent`) is in flight. */
export function useFormPending(path: string, intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toUpperCase() !== "POST") return false;
  const action = navigation.formAction?.split("?")[0];
  if (action !== path) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}
