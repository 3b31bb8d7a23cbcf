// The layer rule of docs/decisions/002 and README "Architecture", checked by `npm run lint`:
//   domain <- application <- adapters <- ui (web composition root) / server (API composition root)
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycles make layers and load order fragile.",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-is-pure",
      severity: "error",
      comment: "domain/ may import only other domain modules, valibot, neverthrow and ts-fsrs.",
      from: { path: "^domain/" },
      to: {
        pathNot: ["^domain/", "^node_modules/(valibot|neverthrow|ts-fsrs|vitest|fast-check|@vitest)/"],
      },
    },
    {
      name: "application-below-adapters",
      severity: "error",
      comment: "application/ may import domain/ and libraries, never adapters/, ui/ or server/.",
      from: { path: "^application/", pathNot: "\\.test\\.ts$" },
      to: { path: "^(adapters|ui|server)/" },
    },
    {
      name: "application-tests-use-memory-adapters-only",
      severity: "error",
      comment: "Use-case tests may use the in-memory adapters, nothing else from adapters/.",
      from: { path: "^application/.*\\.test\\.ts$" },
      to: { path: "^(adapters/(?!memory/)|ui/|server/)" },
    },
    {
      name: "adapters-below-roots",
      severity: "error",
      comment: "adapters/ never import the composition roots (ui/, server/).",
      from: { path: "^adapters/" },
      to: { path: "^(ui|server)/" },
    },
    {
      name: "web-adapters-not-api",
      severity: "error",
      comment: "The web side reaches the API only over HTTP.",
      from: { path: "^(adapters/web|application/web|ui)/" },
      to: { path: "^(adapters/api|application/api|server)/" },
    },
    {
      name: "api-not-web",
      severity: "error",
      from: { path: "^(adapters/api|application/api)/" },
      to: { path: "^(adapters/web|application/web|ui)/" },
    },
    {
      name: "ui-components-use-use-cases",
      severity: "error",
      comment: "Components and routes never import an adapter: only ui/composition wires adapters.",
      from: { path: "^ui/", pathNot: "^ui/(composition/|entry\\.server\\.tsx$)" },
      to: { path: "^adapters/" },
    },
    {
      name: "server-not-ui",
      severity: "error",
      comment: "The process loads the web app's build at run time, never its source.",
      from: { path: "^server/" },
      to: { path: "^ui/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|storybook-static|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
