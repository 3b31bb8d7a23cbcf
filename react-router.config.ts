import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "ui",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
