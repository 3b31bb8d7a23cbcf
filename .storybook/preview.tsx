import "reflect-metadata";
import type { Preview } from "@storybook/react";
import { loadCatalogs, withApp } from "../stories/support/decorators.tsx";
import "../ui/styles/app.css";

// The spec's breakpoints (§9) plus the smallest phone width, as viewport presets.
const widths = { phone: 375, sm: 600, md: 960, lg: 1264, xl: 1350 } as const;

const preview: Preview = {
  decorators: [withApp],
  loaders: [loadCatalogs],
  globalTypes: {
    locale: {
      description: "Language",
      toolbar: {
        title: "Langue",
        icon: "globe",
        items: [
          { value: "fr", title: "Français" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Theme (issue 30: the reader's choice, else the device's)",
      toolbar: {
        title: "Thème",
        icon: "contrast",
        items: [
          { value: "system", title: "As the device" },
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
    persona: {
      description: "Viewer (§6 roles)",
      toolbar: {
        title: "Visiteur",
        icon: "user",
        items: [
          { value: "visitor", title: "Visitor" },
          { value: "member", title: "Member" },
          { value: "subscriber", title: "Subscriber" },
          { value: "family", title: "Family account" },
          { value: "withoutProfile", title: "Member without profile" },
        ],
        dynamicTitle: true,
      },
    },
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
