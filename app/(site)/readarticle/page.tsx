import type { Metadata } from "next";
import { BlogPage, blogDescription } from "@/components/blog/blog-page";
import { getTags } from "@/lib/content";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Blog",
  description: blogDescription,
  path: "/readarticle",
  canonicalPath: "/blog",
  feedTags: getTags().map(({ tag }) => tag),
});

export default BlogPage;
