// The file-naming rule that `npm run lint` applies (scripts/check-file-names.ts).
import { describe, expect, it } from "vitest";
import { fileNameProblem } from "../../scripts/check-file-names.ts";

describe("file names", () => {
  it("accepts kebab-case modules and PascalCase component files", () => {
    for (const ok of [
      "domain/premium/plan.ts",
      "ui/components/chrome/use-chrome-visibility.ts",
      "ui/components/account/form-kit.tsx",
      "ui/components/chrome/SubscriptionBanner.tsx",
      "stories/chrome/SubscriptionBanner.stories.tsx",
      "ui/routes/+types/x.ts",
      ".storybook/main.ts",
      "README.md",
    ]) {
      expect(fileNameProblem(ok), ok).toBeNull();
    }
  });
  it("refuses camelCase, PascalCase .ts and snake_case", () => {
    for (const bad of [
      "ui/components/chrome/useChromeVisibility.ts",
      "domain/premium/Plan.ts",
      "scripts/check_names.ts",
      "ui/components/chrome/subscriptionBanner.tsx",
    ]) {
      expect(fileNameProblem(bad), bad).not.toBeNull();
    }
  });
});
