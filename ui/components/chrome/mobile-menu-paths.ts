/** §2: the account page. */
export const MY_ACCOUNT_PATH = "/mon-compte";
/** §2: the family-space entry of a family account (the account page's family section; the spec gives no path). */
export const FAMILY_SPACE_PATH = "/mon-compte#espace-famille";
