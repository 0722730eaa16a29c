import { detectDeviceProfile, readDeviceSignals } from "@/lib/device/profile";
import { fetchWithRetry } from "./fetch-with-retry";

/** A browser fetch with this device's timeout, retries and retry delay. */
export function fetchForDevice(url: string, init: RequestInit = {}): Promise<Response> {
  const { apiTimeout, maxRetries, retryDelay } = detectDeviceProfile(readDeviceSignals());
  return fetchWithRetry(url, init, { timeout: apiTimeout, maxRetries, retryDelay });
}
