// §4 "Device width classes": which kind of screen a viewport width stands for.

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
