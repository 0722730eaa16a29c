import { socialImage, socialImageSize, socialImageType } from "@/components/seo/social-image";
import { siteInfo } from "@/lib/content/company";

export const size = socialImageSize;
export const contentType = socialImageType;
export const alt = `${siteInfo.name}: software that ships on time and keeps working for years`;

export default function Image() {
  return socialImage({
    eyebrow: "Software development studio · Bristol",
    title: "Software that ships on time and keeps working for years.",
    detail: "Custom software, web platforms, mobile apps, UX/UI design and DevOps.",
  });
}
