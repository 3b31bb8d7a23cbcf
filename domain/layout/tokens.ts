// §9 "Timing and UI" and §2 "Layouts": the breakpoints the UI decides with (header heights: ui/styles/app.css).

/** §9: the four breakpoints, in CSS pixels. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1264, xl: 1350 } as const;

/** §2: the burger menu replaces the inline menus below 1350px. */
export function usesBurgerMenu(viewportWidth: number): boolean {
  return viewportWidth < BREAKPOINTS.xl;
}
