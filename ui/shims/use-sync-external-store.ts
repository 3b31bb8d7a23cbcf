// @lingui/react imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook itself.
// Aliased in vite.shared.ts so the shim (1.7 KB gzip) stays out of the first script.
export { useSyncExternalStore } from "react";
