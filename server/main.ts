// Production entry, bundled by vite.server.config.ts into build/process/main.js (`npm start`, the e2e servers, the
// bench). React and React DOM choose their build from NODE_ENV when first imported, and nothing else sets it: without
// this line a deployment that forgot NODE_ENV (and `npm start` itself) rendered every page with React's development
// build, about twice the CPU per page. This is the production bundle, so it runs React's production build unless
// NODE_ENV says otherwise (ADR 007); the server is imported only after it is set (a static import would run first).
process.env.NODE_ENV ??= "production";
await import("./serve.ts");
export {};
