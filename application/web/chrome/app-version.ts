/** §1/§2 Footer: the app version label shown with the region label. */
export const APP_VERSION = "6.10.0";
