// §2 the footer's QR code: drawn only from 1264px (the encoder is not even downloaded below); the link is named
// and works at every width. The stories pin the width the component reads (matchMedia) so they show the same
// state in Storybook's canvas and in the story tests.
import type { Meta, StoryObj } from "@storybook/react";
import { expect, waitFor } from "storybook/test";
import { FooterQr } from "../../ui/components/chrome/FooterQr.tsx";

/** Makes `matchMedia` answer as a screen `width` px wide would (min-width queries), for one story. */
function screenWidth(width: number) {
  return () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return {
        matches: min ? width >= Number(min[1]) : false,
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

const meta = {
  title: "Chrome/FooterQr",
  component: FooterQr,
  args: { publicOrigin: "https://revizo.fr" },
  render: (args) => (
    <div className="site-footer" style={{ padding: 24 }}>
      <FooterQr {...args} />
    </div>
  ),
} satisfies Meta<typeof FooterQr>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From 1264px: the QR code of the site's address, inside the named link. */
export const Wide: Story = {
  globals: { viewport: { value: "lg" } },
  beforeEach: screenWidth(1264),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Ouvrir le site sur votre téléphone (code QR)" });
    await expect(link.getAttribute("href")).toMatch(/^https:\/\/revizo\.fr\//);
    await waitFor(() => expect(link.querySelector("svg")).not.toBeNull());
  },
};

export const WideEnglish: Story = {
  globals: { viewport: { value: "xl" }, locale: "en" },
  beforeEach: screenWidth(1350),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Open the site on your phone (QR code)" });
    await waitFor(() => expect(link.querySelector("svg")).not.toBeNull());
  },
};

/** Below 1264px: the link keeps its name, no code is drawn (and QrCode.tsx is not loaded). */
export const Narrow: Story = {
  globals: { viewport: { value: "md" } },
  beforeEach: screenWidth(960),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Ouvrir le site sur votre téléphone (code QR)" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(link.querySelector("svg")).toBeNull();
  },
};
