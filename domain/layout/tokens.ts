// §9 "Timing and UI" and §2 "Layouts": the breakpoints the UI decides with (header heights: ui/styles/app.css).

/** §9: the four breakpoints, in CSS pixels. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1264, xl: 1350 } as const;

/**
 * The brand colours outside the stylesheet (same values as --color-primary and --color-background in
 * ui/styles/app.css): the browser's theme colour and the installed app's splash screen (issue 12, PWA).
 */
export const THEME_COLORS = { primary: "#1d3fbb", background: "#f5f7fc" } as const;

/** §2: the burger menu replaces the inline menus below 1350px. */
export function usesBurgerMenu(viewportWidth: number): boolean {
  return viewportWidth < BREAKPOINTS.xl;
}
