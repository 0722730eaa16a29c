"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { contactLimits, contactMessages } from "@/lib/contact/form-rules";
import type { ContactField, FieldErrors } from "@/lib/contact/schema";
import { fetchForDevice, fetchOnceForDevice } from "@/lib/resilience/fetch-for-device";
import { useUrlQuery } from "@/lib/site/use-url-query";

export type ServiceOption = { id: string; title: string };
/** Where to write or call instead when the day's limit is reached (from the company profile, on the server). */
export type ContactFallback = { email: string; phone: string; phoneHref: string };

type Values = { name: string; email: string; phone: string; subject: string; message: string; services: string[] };
type Status = "idle" | "sending" | "sent" | "limit" | "failed";

const empty = (subject: string): Values => ({ name: "", email: "", phone: "", subject, message: "", services: [] });
const order: readonly ContactField[] = ["name", "email", "phone", "subject", "services", "message"];
const inputClass =
  "mt-2 block w-full rounded-xl border border-ink-600 bg-ink-900 px-4 py-3 text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-danger";

/**
 * The same answer the server gives, as a promise: a POST is sent once (with the device's timeout), never
 * retried by itself, so a slow network cannot deliver a message twice; the visitor can press Send again.
 */
async function post(body: unknown): Promise<{ status: number; fields?: FieldErrors }> {
  const response = await fetchOnceForDevice("/api/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as { fields?: FieldErrors };
  return { status: response.status, fields: answer.fields };
}

let validation: Promise<typeof import("@/lib/contact/schema") | null> | null = null;

/**
 * The form's rules (and the schema library behind them) are fetched when a visitor first focuses a field,
 * not with the page. If they cannot be fetched, the message is sent as typed and the server's answer
 * names the fields to fix: the server checks with the same rules either way.
 */
function loadValidation() {
  validation ??= import("@/lib/contact/schema").catch(() => {
    validation = null;
    return null;
  });
  return validation;
}

/** The contact form; `?subject=` fills in the subject (career openings link here with one). */
export function ContactForm({ services, fallback }: { services: readonly ServiceOption[]; fallback: ContactFallback }) {
  const [query] = useUrlQuery();
  const subject = query.get("subject")?.slice(0, contactLimits.subject[1]) ?? "";
  // A new subject in the address starts a fresh form with it filled in.
  return <Form key={subject} services={services} fallback={fallback} initialSubject={subject} />;
}

function Form({ services, fallback, initialSubject }: { services: readonly ServiceOption[]; fallback: ContactFallback; initialSubject: string }) {
  const [values, setValues] = useState<Values>(() => empty(initialSubject));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [limitReached, setLimitReached] = useState(false);
  const shownAt = useRef(0);
  const form = useRef<HTMLFormElement>(null);
  // Set from the press of Send until the answer, so a second press sends nothing while the first is on its way.
  const sending = useRef(false);
  const serviceIds = services.map((service) => service.id);

  useEffect(() => {
    shownAt.current = Date.now();
    // The limit is shown before anyone types a message that cannot be sent.
    const controller = new AbortController();
    fetchForDevice("/api/contact", { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { remaining?: number } | null) => {
        if (answer?.remaining === 0) setLimitReached(true);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (status !== "sending") setStatus("idle");
  };

  function showErrors(fields: FieldErrors) {
    setErrors(fields);
    const first = order.find((field) => fields[field]);
    if (first) window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const honeypot = new FormData(event.currentTarget).get("website");
    try {
      const rules = await loadValidation();
      const checked = rules ? rules.validateContact(values, serviceIds) : ({ ok: true, message: values } as const);
      if (!checked.ok) return showErrors(checked.fields);
      setStatus("sending");
      const answer = await post({ ...checked.message, website: typeof honeypot === "string" ? honeypot : "", startedAt: shownAt.current });
      if (answer.status === 201) {
        setValues(empty(""));
        setErrors({});
        setStatus("sent");
      } else if (answer.status === 429) {
        setLimitReached(true);
        setStatus("limit");
      } else if (answer.status === 400 && answer.fields) {
        setStatus("idle");
        showErrors(answer.fields);
      } else {
        setStatus("failed");
      }
    } catch {
      setStatus("failed");
    } finally {
      sending.current = false;
    }
  }

  const describe = (field: ContactField, extra?: string) =>
    [extra, errors[field] ? `contact-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const error = (field: ContactField) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="mt-2 text-sm text-danger">
        {errors[field]}
      </p>
    ) : null;
  const messageLeft = contactLimits.message[1] - values.message.trim().length;

  return (
    <form
      ref={form}
      action="/api/contact"
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadValidation()}
      aria-labelledby="contact-form-title"
      aria-busy={status === "sending"}
      className="surface space-y-6 p-6 sm:p-8"
    >
      <div>
        <h2 id="contact-form-title" className="font-display text-2xl font-semibold">
          Send us a message
        </h2>
        <p className="mt-1 text-sm text-fg-muted">Fields marked * are required.</p>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="text-sm font-medium">
            Name *
          </label>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            minLength={contactLimits.name[0]}
            maxLength={contactLimits.name[1]}
            value={values.name}
            onChange={(event) => set("name", event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describe("name")}
            className={inputClass}
          />
          {error("name")}
        </div>
        <div>
          <label htmlFor="contact-email" className="text-sm font-medium">
            E-mail *
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={contactLimits.email}
            value={values.email}
            onChange={(event) => set("email", event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe("email")}
            className={inputClass}
          />
          {error("email")}
        </div>
        <div>
          <label htmlFor="contact-phone" className="text-sm font-medium">
            Phone (optional)
          </label>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={contactLimits.phone[1]}
            pattern="[0-9 +\-()]{7,20}"
            value={values.phone}
            onChange={(event) => set("phone", event.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describe("phone")}
            className={inputClass}
          />
          {error("phone")}
        </div>
        <div>
          <label htmlFor="contact-subject" className="text-sm font-medium">
            Subject *
          </label>
          <input
            id="contact-subject"
            name="subject"
            required
            minLength={contactLimits.subject[0]}
            maxLength={contactLimits.subject[1]}
            value={values.subject}
            onChange={(event) => set("subject", event.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describe("subject")}
            className={inputClass}
          />
          {error("subject")}
        </div>
      </div>

      <fieldset aria-describedby={describe("services")}>
        <legend className="text-sm font-medium">Services you are interested in (optional)</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {services.map((service) => {
            const checked = values.services.includes(service.id);
            return (
              <label
                key={service.id}
                className={`flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${checked ? "border-accent bg-accent/10 text-fg" : "border-ink-600 text-fg-muted hover:border-accent/60"}`}
              >
                <input
                  type="checkbox"
                  name="services"
                  value={service.id}
                  checked={checked}
                  className="size-4 accent-(--color-accent)"
                  onChange={(event) =>
                    set("services", event.target.checked ? [...values.services, service.id] : values.services.filter((id) => id !== service.id))
                  }
                />
                {service.title}
              </label>
            );
          })}
        </div>
        {error("services")}
      </fieldset>

      <div>
        <label htmlFor="contact-message" className="text-sm font-medium">
          Message *
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          required
          minLength={contactLimits.message[0]}
          maxLength={contactLimits.message[1] + 200}
          value={values.message}
          onChange={(event) => set("message", event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe("message", "contact-message-count")}
          className={inputClass}
        />
        <p id="contact-message-count" className={`mt-2 text-xs ${messageLeft < 0 ? "text-danger" : "text-fg-subtle"}`}>
          {messageLeft >= 0 ? `${messageLeft} characters left` : `${-messageLeft} characters over the limit`}
        </p>
        {error("message")}
      </div>

      {/* For bots only: people never see or fill this field, so a value marks the message as spam. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {limitReached || status === "limit" ? (
        <div role="alert" className="rounded-xl border border-accent/50 bg-ink-900 p-4 text-sm">
          <p className="font-semibold text-fg">{contactMessages.limit}</p>
          <p className="mt-1 text-fg-muted">
            You have sent us the most messages we accept from one visitor in a day. Please e-mail{" "}
            <a href={`mailto:${fallback.email}`} className="text-accent underline underline-offset-4">
              {fallback.email}
            </a>{" "}
            or call{" "}
            <a href={fallback.phoneHref} className="text-accent underline underline-offset-4">
              {fallback.phone}
            </a>{" "}
            instead.
          </p>
        </div>
      ) : null}
      {status === "failed" ? (
        <p role="alert" className="rounded-xl border border-danger/50 bg-ink-900 p-4 text-sm text-danger">
          {contactMessages.failed}
        </p>
      ) : null}
      <p role="status" className="text-sm font-semibold text-accent empty:hidden">
        {status === "sent" ? contactMessages.sent : ""}
      </p>

      <Button type="submit" size="lg" disabled={status === "sending" || limitReached}>
        {status === "sending" ? (
          <>
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
            Sending…
          </>
        ) : (
          "Send message"
        )}
      </Button>
    </form>
  );
}
