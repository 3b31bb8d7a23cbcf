import "reflect-metadata";
import type { Preview } from "@storybook/react";
import { loadCatalogs, withApp } from "../stories/support/decorators.tsx";
import "../ui/styles/app.css";

// The spec's breakpoints (§9) plus the smallest phone width, as viewport presets.
const widths = { phone: 375, sm: 600, md: 960, lg: 1264, xl: 1350 } as const;

/** A toolbar menu of the preview: one value among `items` (value: its title), the chosen one shown. */
function toolbarChoice(
  description: string,
  title: string,
  icon: "globe" | "contrast" | "user",
  items: Record<string, string>,
) {
  return {
    description,
    toolbar: {
      title,
      icon,
      items: Object.entries(items).map(([value, itemTitle]) => ({ value, title: itemTitle })),
      dynamicTitle: true,
    },
  };
}

const preview: Preview = {
  decorators: [withApp],
  loaders: [loadCatalogs],
  globalTypes: {
    locale: toolbarChoice("Language", "Langue", "globe", { fr: "Français", en: "English" }),
    theme: toolbarChoice("Theme (issue 30: the reader's choice, else the device's)", "Thème", "contrast", {
      system: "As the device",
      light: "Light",
      dark: "Dark",
    }),
    persona: toolbarChoice("Viewer (§6 roles)", "Visiteur", "user", {
      visitor: "Visitor",
      member: "Member",
      subscriber: "Subscriber",
      family: "Family account",
      withoutProfile: "Member without profile",
    }),
  },
  initialGlobals: { locale: "fr", persona: "visitor", theme: "system" },
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: Object.fromEntries(
        Object.entries(widths).map(([name, width]) => [
          name,
          {
            name: `${name} (${width}px)`,
            styles: { width: `${width}px`, height: "800px" },
            type: width < 960 ? "mobile" : "desktop",
          },
        ]),
      ),
    },
  },
};
export default preview;
