/** §2 /orientation/box/{box}: the orientation packs, one per school level where a choice is made. */
export const ORIENTATION_BOXES = ["college", "lycee"] as const;
export type OrientationBox = (typeof ORIENTATION_BOXES)[number];
