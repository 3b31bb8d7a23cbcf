// Who may read premium content, in memory: a fixed set of subscribers (tests, Storybook).
import type { ContentAccessPolicy, ContentViewer } from "../../application/api/content/ports.ts";

export class MemoryContentAccessPolicy implements ContentAccessPolicy {
  private readonly subscribers: Set<string>;
  /** Every member asked about, in order (tests check that anonymous viewers cost no lookup). */
  readonly asked: string[] = [];

  constructor(subscribers: Iterable<string> = []) {
    this.subscribers = new Set(subscribers);
  }

  async canReadPremium(viewer: ContentViewer): Promise<boolean> {
    if (viewer.memberId === null) return false;
    this.asked.push(viewer.memberId);
    return this.subscribers.has(viewer.memberId);
  }
}
