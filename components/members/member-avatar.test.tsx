import { render } from "@testing-library/react";
import { MemberAvatar } from "./member-avatar";

describe("MemberAvatar", () => {
  it("shows one of the project's avatars, or the Google photo, as a decorative picture", () => {
    for (const photoURL of ["/avatars/tide.svg", "https://lh3.googleusercontent.com/a/ACg8oc=s96-c"]) {
      const { container, unmount } = render(<MemberAvatar name="Alex Morgan" photoURL={photoURL} />);
      const image = container.querySelector("img");
      expect(image).toHaveAttribute("src", photoURL);
      expect(image).toHaveAttribute("alt", "");
      expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
      expect(container.textContent).toBe("");
      unmount();
    }
  });

  it("falls back to the initials without a photo, and for a photo from anywhere else", () => {
    for (const photoURL of ["", "https://example.com/me.png", "javascript:alert(1)"]) {
      const { container, unmount } = render(<MemberAvatar name="Alex Morgan" photoURL={photoURL} size="sm" />);
      expect(container.querySelector("img")).toBeNull();
      expect(container.textContent).toBe("AM");
      unmount();
    }
  });
});
