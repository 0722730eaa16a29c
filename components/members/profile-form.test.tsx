import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { saveMentionEmails } from "@/lib/community/member-documents";
import { useLive } from "@/lib/firebase/use-live";
import { MemberSessionProvider, type MemberSession } from "./member-session";
import { ProfileForm } from "./profile-form";

// The stored profile and its one field written from here are the test's own.
jest.mock("@/lib/community/member-documents", () => ({ profileSource: () => ({ key: "profile" }), saveMentionEmails: jest.fn() }));
jest.mock("@/lib/firebase/use-live", () => ({ useLive: jest.fn() }));
const storedProfile = jest.mocked(useLive);
const save = jest.mocked(saveMentionEmails);

const getIdToken = jest.fn(async () => "id-token");
const session = (photoURL: string | null = null) => ({ user: { uid: "u1", photoURL, getIdToken }, role: null, verified: true }) as unknown as MemberSession;

function renderForm(initial = { name: "Priya Shah", photoURL: "", bio: "" }, photoURL: string | null = null) {
  return render(
    <MemberSessionProvider session={session(photoURL)}>
      <ProfileForm initial={initial} />
    </MemberSessionProvider>,
  );
}

// jsdom has no fetch: each test puts in the one it needs.
const answer = (status: number, body: unknown) => {
  const fetch = jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as unknown as Response);
  global.fetch = fetch;
  return fetch;
};
const unreachable = () => {
  const fetch = jest.fn(async (): Promise<Response> => {
    throw new TypeError("Failed to fetch");
  });
  global.fetch = fetch;
  return fetch;
};

afterEach(() => jest.clearAllMocks());

describe("ProfileForm", () => {
  it("sends the profile to the server with the member's token and says it is saved", async () => {
    const fetch = answer(200, { profile: { name: "Priya S.", photoURL: "/avatars/fern.svg", bio: "Hi" } });
    renderForm();
    await userEvent.clear(screen.getByLabelText("Name"));
    await userEvent.type(screen.getByLabelText("Name"), "Priya S.");
    await userEvent.click(screen.getByRole("radio", { name: "The fern avatar" }));
    await userEvent.type(screen.getByLabelText("Bio (optional)"), "Hi");
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Profile saved.")).toBeInTheDocument();
    const [url, init] = (fetch.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe("/api/members/profile");
    expect(init).toMatchObject({ method: "PUT", headers: { Authorization: "Bearer id-token" } });
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Priya S.", photoURL: "/avatars/fern.svg", bio: "Hi" });
  });

  it("shows the server's refusal on the name, keeps what was typed and moves focus there", async () => {
    answer(409, { error: "“Tom Whitfield” is taken by another member, or too like their name.", field: "name" });
    renderForm();
    const name = screen.getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Tom Whitfield");
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText(/is taken by another member/)).toBeInTheDocument();
    expect(name).toHaveValue("Tom Whitfield");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(/is taken by another member/);
  });

  it("refuses a staff name before asking the server", async () => {
    const fetch = answer(200, {});
    renderForm();
    await userEvent.type(screen.getByLabelText("Name"), " (Northbeam)");
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Names with “Northbeam” in them are kept for the agency's staff. Choose another.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offers the avatars, no photo and the Google photo, and asks for another when the stored photo is from elsewhere", async () => {
    const fetch = answer(200, {});
    renderForm({ name: "Priya Shah", photoURL: "https://example.com/me.png", bio: "" }, "https://lh3.googleusercontent.com/a/photo=s96-c");
    expect(screen.getAllByRole("radio")).toHaveLength(10);
    expect(screen.getByRole("radio", { name: "Your Google account's photo" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { checked: true })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText(/Choose one of the avatars/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "No photo" })).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says so when the server cannot be reached, keeping the form as it was", async () => {
    unreachable();
    renderForm();
    await userEvent.type(screen.getByLabelText("Bio (optional)"), "Still here");
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("you seem to be offline");
    expect(screen.getByLabelText("Bio (optional)")).toHaveValue("Still here");
  });
});

describe("Mention e-mails", () => {
  const choice = () => screen.getByRole("checkbox", { name: "E-mail me about mentions while I'm away" });

  it("is on until the member turns it off, and is saved at once", async () => {
    storedProfile.mockReturnValue({ mentionEmails: true });
    save.mockResolvedValue(undefined);
    renderForm();
    expect(choice()).toBeChecked();
    await userEvent.click(choice());
    expect(save).toHaveBeenCalledWith(undefined, "u1", false);
    expect(choice()).not.toBeChecked();
    expect(await screen.findByText("Mention e-mails are off.")).toBeInTheDocument();
  });

  it("shows what is stored: off when the member turned it off", () => {
    storedProfile.mockReturnValue({ mentionEmails: false });
    renderForm();
    expect(choice()).not.toBeChecked();
  });

  it("goes back to what was stored and says so when the choice cannot be saved", async () => {
    storedProfile.mockReturnValue(undefined);
    save.mockRejectedValue(new Error("offline"));
    renderForm();
    expect(choice()).toBeChecked();
    await userEvent.click(choice());
    const error = await screen.findByRole("alert");
    expect(error).toHaveTextContent("Your choice could not be saved.");
    expect(choice()).toBeChecked();
    expect(choice()).toHaveAccessibleDescription(expect.stringContaining("Your choice could not be saved."));
  });
});
