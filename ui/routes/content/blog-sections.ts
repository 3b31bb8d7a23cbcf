/** content §3 `section`: the blog sections of /blog/{section}. */
export const BLOG_SECTIONS = ["conseils", "orientation", "parents", "examens"] as const;
/** §2 /blog/{page?}: articles per page. */
export const BLOG_PAGE_SIZE = 9;
