import { isAllowedPhoto } from "@/lib/members/profile-photo.mjs";
import { initials } from "@/lib/members/member-name";

const sizes = { sm: "size-8 text-xs", md: "size-10 text-sm" } as const;

/**
 * The face a member chose: one of the project's avatars or their Google account's photo, else their
 * initials. Decorative (the name is always beside it); the photo loads lazily, and a photo from an
 * address the profile rules would refuse is never shown.
 */
export function MemberAvatar({
  name,
  photoURL,
  size = "md",
  children,
}: {
  name: string;
  photoURL: string;
  size?: keyof typeof sizes;
  children?: React.ReactNode;
}) {
  const photo = photoURL && isAllowedPhoto(photoURL) ? photoURL : null;
  const pixels = size === "sm" ? 32 : 40;
  return (
    <span aria-hidden="true" className={`relative grid ${sizes[size]} shrink-0 place-items-center rounded-full bg-ink-700 font-semibold text-accent`}>
      {photo ? (
        // A fixed small square from our own avatars or Google's photo host: no resizing service needed.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={photo}
          alt=""
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="size-full rounded-full object-cover"
        />
      ) : (
        initials(name)
      )}
      {children}
    </span>
  );
}
