import { checkAssistantRequest } from "@/lib/assistant/request";

/**
 * POST /api/assistant: the conversation so far, newest last, ending with the visitor's question, and
 * the page it is asked from (lib/assistant/request.ts, whose limits the widget shares).
 */
export const assistantBody = checkAssistantRequest;
