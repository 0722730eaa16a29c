import "server-only";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenRouter } from "@openrouter/ai-sdk-provider";
import type { LanguageModel } from "ai";
import type { ProviderName } from "../answer/shapes";

export type ModelProvider = { name: Exclude<ProviderName, "built-in">; model: string; apiKey: string; baseURL?: string };

type Env = Record<string, string | undefined>;

const defaultModels = { openrouter: "openai/gpt-4o-mini", gemini: "gemini-2.5-flash" } as const;

const set = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed && trimmed !== "undefined" ? trimmed : undefined;
};

/**
 * The language-model providers the server may use, in the order they are tried: OpenRouter, then
 * Gemini. Each needs its key; *_MODEL picks the model and *_BASE_URL another endpoint (a proxy, or a
 * local server in tests). The keys are read here, on the server, and nowhere else.
 */
export function configuredProviders(env: Env = process.env): ModelProvider[] {
  const providers: ModelProvider[] = [];
  const openRouterKey = set(env.OPENROUTER_API_KEY);
  if (openRouterKey) {
    providers.push({
      name: "openrouter",
      apiKey: openRouterKey,
      model: set(env.OPENROUTER_MODEL) ?? defaultModels.openrouter,
      baseURL: set(env.OPENROUTER_BASE_URL),
    });
  }
  const geminiKey = set(env.GEMINI_API_KEY);
  if (geminiKey) {
    providers.push({ name: "gemini", apiKey: geminiKey, model: set(env.GEMINI_MODEL) ?? defaultModels.gemini, baseURL: set(env.GEMINI_BASE_URL) });
  }
  return providers;
}

export function languageModel(provider: ModelProvider): LanguageModel {
  if (provider.name === "openrouter") {
    const openRouter = createOpenRouter({
      apiKey: provider.apiKey,
      ...(provider.baseURL ? { baseURL: provider.baseURL } : {}),
      headers: { "X-Title": "Northbeam website assistant" },
    });
    return openRouter.chat(provider.model);
  }
  const google = createGoogleGenerativeAI({ apiKey: provider.apiKey, ...(provider.baseURL ? { baseURL: provider.baseURL } : {}) });
  return google(provider.model);
}
