import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Auth } from "firebase/auth";
import type { Firestore } from "firebase/firestore";
import { sendPasswordReset, signIn, signInWithGoogle, signUp, type AuthOutcome } from "@/lib/members/account";
import { SignInForm } from "./sign-in-form";

jest.mock("@/lib/members/account", () => ({
  accountServices: (auth: unknown, db: unknown) => ({ auth, db }),
  signIn: jest.fn(),
  signUp: jest.fn(),
  signInWithGoogle: jest.fn(),
  sendPasswordReset: jest.fn(),
}));

const auth = {} as Auth;
const db = {} as Firestore;

function deferred() {
  let resolve: (outcome: AuthOutcome) => void = () => undefined;
  const promise = new Promise<AuthOutcome>((done) => (resolve = done));
  return { promise, resolve };
}

function setup() {
  const user = userEvent.setup();
  render(<SignInForm auth={auth} db={db} />);
  return { user, region: (name: string) => screen.getByRole("region", { name }) };
}

beforeEach(() => jest.resetAllMocks());

describe("signing in", () => {
  it("checks the fields before calling Firebase and links each message to its field", async () => {
    const { user, region } = setup();
    const form = region("Sign in");
    await user.type(within(form).getByLabelText("E-mail"), "ada@");
    await user.click(within(form).getByRole("button", { name: "Sign in" }));

    const email = within(form).getByLabelText("E-mail");
    expect(signIn).not.toHaveBeenCalled();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter a valid e-mail address.");
    expect(email).toHaveFocus();
    expect(email).toHaveValue("ada@");
    expect(within(form).getByLabelText("Password")).toHaveAccessibleDescription("Enter your password.");
    expect(within(form).getAllByRole("alert")).toHaveLength(2);
  });

  it("shows the busy state, then Firebase's problem, keeping what was typed", async () => {
    const pending = deferred();
    jest.mocked(signIn).mockReturnValue(pending.promise);
    const { user, region } = setup();
    const form = region("Sign in");
    await user.type(within(form).getByLabelText("E-mail"), " ada@example.com ");
    await user.type(within(form).getByLabelText("Password"), "not-the-password");
    await user.click(within(form).getByRole("button", { name: "Sign in" }));

    expect(signIn).toHaveBeenCalledWith(auth, { email: "ada@example.com", password: "not-the-password" });
    expect(within(form).getByRole("button", { name: "Signing in…" })).toBeDisabled();
    expect(within(form).getByRole("button", { name: "Continue with Google" })).toBeDisabled();

    pending.resolve({ ok: false, problem: { message: "That password is not right. Try again or reset it.", fields: ["password", "email"] } });
    expect(await within(form).findByRole("alert")).toHaveTextContent("password is not right");
    const password = within(form).getByLabelText("Password");
    expect(password).toHaveFocus();
    expect(password).toHaveValue("not-the-password");
    expect(within(form).getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByLabelText("E-mail")).toHaveAccessibleDescription(/password is not right/);
    expect(within(form).getByRole("button", { name: "Sign in" })).toBeEnabled();
  });
});

describe("creating an account", () => {
  it("names the region by its heading, shows the password rule and sends the typed values", async () => {
    jest
      .mocked(signUp)
      .mockResolvedValue({ ok: false, problem: { message: "An account already uses that e-mail address. Sign in instead.", fields: ["email"] } });
    const { user, region } = setup();
    await user.type(within(region("Sign in")).getByLabelText("E-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Create an account" }));

    const form = region("Create account");
    expect(screen.getByRole("heading", { name: "Create account" })).toHaveFocus();
    expect(within(form).getByLabelText("E-mail")).toHaveValue("ada@example.com");
    const password = within(form).getByLabelText("Password");
    expect(password).toHaveAccessibleDescription("At least 8 characters.");
    await user.type(within(form).getByLabelText("Name"), "Ada");
    await user.type(password, "short");
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(signUp).not.toHaveBeenCalled();
    expect(password).toHaveAccessibleDescription("At least 8 characters. Choose a password of at least 8 characters.");

    await user.type(password, "-enough");
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(signUp).toHaveBeenCalledWith({ auth, db }, { name: "Ada", email: "ada@example.com", password: "short-enough" });
    expect(await within(form).findByRole("alert")).toHaveTextContent("already uses that e-mail");
    expect(within(form).getByLabelText("E-mail")).toHaveFocus();
    expect(within(form).getByLabelText("Name")).toHaveValue("Ada");
  });

  it("says 'Creating account…' while it works", async () => {
    jest.mocked(signUp).mockReturnValue(deferred().promise);
    const { user, region } = setup();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    const form = region("Create account");
    await user.type(within(form).getByLabelText("Name"), "Ada");
    await user.type(within(form).getByLabelText("E-mail"), "ada@example.com");
    await user.type(within(form).getByLabelText("Password"), "long-enough");
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(within(form).getByRole("button", { name: "Creating account…" })).toBeDisabled();
  });
});

describe("resetting the password", () => {
  it("sends the link and names the address", async () => {
    jest.mocked(sendPasswordReset).mockResolvedValue({ ok: true });
    const { user, region } = setup();
    await user.click(screen.getByRole("button", { name: "Forgot your password?" }));
    const form = region("Reset password");
    expect(within(form).queryByLabelText("Password")).toBeNull();
    await user.type(within(form).getByLabelText("E-mail"), "ada@example.com");
    await user.click(within(form).getByRole("button", { name: "Send reset link" }));
    expect(sendPasswordReset).toHaveBeenCalledWith(auth, { email: "ada@example.com" });
    expect(within(form).getByRole("status")).toHaveTextContent("We sent a link to reset your password to ada@example.com.");

    await user.click(within(form).getByRole("button", { name: "Back to sign in" }));
    expect(region("Sign in")).toBeInTheDocument();
  });

  it("names an unknown address under the field", async () => {
    jest.mocked(sendPasswordReset).mockResolvedValue({ ok: false, problem: { message: "There is no account with that e-mail address.", fields: ["email"] } });
    const { user, region } = setup();
    await user.click(screen.getByRole("button", { name: "Forgot your password?" }));
    const form = region("Reset password");
    await user.type(within(form).getByLabelText("E-mail"), "nobody@example.com");
    await user.click(within(form).getByRole("button", { name: "Send reset link" }));
    expect(within(form).getByLabelText("E-mail")).toHaveAccessibleDescription("There is no account with that e-mail address.");
    expect(within(form).getByRole("status")).toHaveTextContent("");
  });
});

describe("continuing with Google", () => {
  it("waits for the popup and says when it was closed", async () => {
    const pending = deferred();
    jest.mocked(signInWithGoogle).mockReturnValue(pending.promise);
    const { user, region } = setup();
    const form = region("Sign in");
    await user.click(within(form).getByRole("button", { name: "Continue with Google" }));
    expect(signInWithGoogle).toHaveBeenCalledWith({ auth, db });
    expect(within(form).getByRole("button", { name: "Waiting for Google…" })).toBeDisabled();
    expect(within(form).getByRole("button", { name: "Sign in" })).toBeDisabled();

    pending.resolve({ ok: false, problem: { message: "The Google window was closed before you chose an account.", fields: [] } });
    expect(await within(form).findByRole("alert")).toHaveTextContent("Google window was closed");
    expect(within(form).getByRole("button", { name: "Continue with Google" })).toHaveFocus();
  });
});
