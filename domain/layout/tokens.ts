// §9 "Timing and UI" and §2 "Layouts": breakpoints and fixed sizes, the design tokens of the UI.

/** §9: the four breakpoints, in CSS pixels. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1264, xl: 1350 } as const;

/** §2/§9: the fixed header is 68px high, 80px from 1264px wide. */
export const HEADER_HEIGHT = { base: 68, fromLg: 80 } as const;

/** §2/§9: fixed header height at a given viewport width. */
export function headerHeight(viewportWidth: number): number {
  return viewportWidth >= BREAKPOINTS.lg ? HEADER_HEIGHT.fromLg : HEADER_HEIGHT.base;
}

/** §2: the burger menu replaces the inline menus below 1350px. */
export function usesBurgerMenu(viewportWidth: number): boolean {
  return viewportWidth < BREAKPOINTS.xl;
}
