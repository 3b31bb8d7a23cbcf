import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("register", "routes/register.tsx"),
  route("signup", "routes/signup.tsx"),
  // Anything unmatched: a real 404 rendered inside the root layout (locale resolved).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
