// §5 on the client: the login's checks (e-mail and password). Its own module so that the login page can load it
// (with valibot and neverthrow) at the first focus in the form rather than with the page.
import { LOGIN_FIELDS } from "../../../application/web/account/form-fields.ts";
import { LoginFormSchema, validateForm } from "../../../domain/validation/forms.ts";
import { formValues } from "./form-kit.tsx";

/** The login's errors, or null when the form may leave. */
export function validateLogin(data: FormData) {
  return validateForm(LoginFormSchema, formValues(data, LOGIN_FIELDS)).match(
    () => null,
    (errors) => errors,
  );
}
