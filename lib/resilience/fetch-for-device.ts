import { detectDeviceProfile, readDeviceSignals } from "@/lib/device/profile";
import { fetchWithRetry } from "./fetch-with-retry";

/** A browser fetch with this device's timeout, retries and retry delay. */
export function fetchForDevice(url: string, init: RequestInit = {}): Promise<Response> {
  const { apiTimeout, maxRetries, retryDelay } = detectDeviceProfile(readDeviceSignals());
  return fetchWithRetry(url, init, { timeout: apiTimeout, maxRetries, retryDelay });
}

/**
 * One attempt with this device's timeout, never repeated: for requests that must not happen twice
 * (a contact message, a question to the assistant) even when the answer is lost on the way back.
 */
export function fetchOnceForDevice(url: string, init: RequestInit = {}): Promise<Response> {
  const { apiTimeout } = detectDeviceProfile(readDeviceSignals());
  return fetchWithRetry(url, init, { timeout: apiTimeout, maxRetries: 0, retryDelay: 0 });
}
