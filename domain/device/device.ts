// §4 "Device width classes": which kind of screen a viewport width stands for.

/** §4: the device classes; desktop is everything that is neither mobile nor tablet. */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** §4/§9: tablets start at 600px, desktops at 960px (the sm and md breakpoints). */
export const DEVICE_WIDTH_LIMITS = { tabletFrom: 600, desktopFrom: 960 } as const;

/** §4: mobile is a width above 0 and below 600. */
export function isMobile(viewportWidth: number): boolean {
  return viewportWidth > 0 && viewportWidth < DEVICE_WIDTH_LIMITS.tabletFrom;
}

/** §4: tablet is a width from 600 to below 960. */
export function isTablet(viewportWidth: number): boolean {
  return viewportWidth >= DEVICE_WIDTH_LIMITS.tabletFrom && viewportWidth < DEVICE_WIDTH_LIMITS.desktopFrom;
}

/** §4: handheld means mobile or tablet. A width of 0 (not measured yet, e.g. a server render) is not handheld. */
export function isHandheld(viewportWidth: number): boolean {
  return isMobile(viewportWidth) || isTablet(viewportWidth);
}

/** §4: the class of a viewport width; anything not mobile nor tablet (including 0 or NaN) is desktop. */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (isMobile(viewportWidth)) return "mobile";
  if (isTablet(viewportWidth)) return "tablet";
  return "desktop";
}
