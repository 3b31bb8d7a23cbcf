// Makes `matchMedia` answer as a screen `width` px wide would, for one story (its `beforeEach`): a component that
// reads the width then shows the same state in Storybook's canvas and in the story tests (happy-dom's window has
// one width for all).

/** min-width and max-width queries answered for `width`; any other query does not match. */
export function screenWidth(width: number) {
  return () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: min ? width >= Number(min[1]) : max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  };
}
