// The contact form's limits and outcomes, without the schema (./schema.ts) that enforces them: the form
// renders these on the first load and fetches the schema only when a visitor starts filling it in.

export const contactLimits = { name: [2, 100], subject: [3, 150], message: [10, 5000], phone: [7, 20], email: 254 } as const;

export const contactMessages = {
  sent: "Message Sent Successfully!",
  limit: "Message Limit Reached",
  failed: "Failed to send message. Please try again.",
} as const;
