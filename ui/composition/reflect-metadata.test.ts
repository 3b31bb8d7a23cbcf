import { describe, expect, it } from "vitest";
import { reflectMetadata } from "./reflect-metadata.ts";

describe("the browser's Reflect metadata", () => {
  it("stores metadata per target and per property", () => {
    class Service {}
    reflectMetadata.defineMetadata("design:paramtypes", [String], Service);
    reflectMetadata.defineMetadata("design:type", Number, Service, "count");
    expect(reflectMetadata.getOwnMetadata("design:paramtypes", Service)).toEqual([String]);
    expect(reflectMetadata.getOwnMetadata("design:type", Service, "count")).toBe(Number);
    expect(reflectMetadata.getOwnMetadata("design:type", Service)).toBeUndefined();
    expect(reflectMetadata.getOwnMetadata("design:paramtypes", class Other {})).toBeUndefined();
  });

  it("reads a parent's metadata through the prototype chain, the child's own first", () => {
    class Parent {}
    class Child extends Parent {}
    reflectMetadata.defineMetadata("injectionTokens", { 0: "A" }, Parent);
    expect(reflectMetadata.getMetadata("injectionTokens", Child)).toEqual({ 0: "A" });
    expect(reflectMetadata.getOwnMetadata("injectionTokens", Child)).toBeUndefined();
    reflectMetadata.defineMetadata("injectionTokens", { 0: "B" }, Child);
    expect(reflectMetadata.getMetadata("injectionTokens", Child)).toEqual({ 0: "B" });
  });

  it("gives TypeScript's metadata decorator", () => {
    class Decorated {}
    reflectMetadata.metadata("design:paramtypes", [Object, Number])(Decorated);
    expect(reflectMetadata.getMetadata("design:paramtypes", Decorated)).toEqual([Object, Number]);
  });
});
