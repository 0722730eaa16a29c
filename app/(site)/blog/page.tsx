import type { Metadata } from "next";
import { BlogPage, blogDescription } from "@/components/blog/blog-page";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({ title: "Blog", description: blogDescription, path: "/blog" });

export default BlogPage;
